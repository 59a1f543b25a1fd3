package main

import (
	"fmt"
	"os"
	"strconv"
)

// factors to a base unit per kind
var factors = map[string]map[string]float64{
	"length": {"mm": 0.001, "cm": 0.01, "m": 1, "km": 1000, "in": 0.0254, "ft": 0.3048, "yd": 0.9144, "mi": 1609.344},
	"mass":   {"g": 1, "kg": 1000, "lb": 453.59237, "oz": 28.349523125},
	"data":   {"B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "KiB": 1024, "MiB": 1 << 20, "GiB": 1 << 30},
	"time":   {"s": 1, "min": 60, "h": 3600, "d": 86400},
}

func toKelvin(v float64, u string) (float64, bool) {
	switch u {
	case "C":
		return v + 273.15, true
	case "F":
		return (v-32)*5/9 + 273.15, true
	case "K":
		return v, true
	}
	return 0, false
}

func fromKelvin(k float64, u string) float64 {
	switch u {
	case "C":
		return k - 273.15
	case "F":
		return (k-273.15)*9/5 + 32
	}
	return k
}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: convert VALUE FROM TO")
		os.Exit(2)
	}
	v, err := strconv.ParseFloat(os.Args[1], 64)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bad number:", os.Args[1])
		os.Exit(2)
	}
	from, to := os.Args[2], os.Args[3]
	if k, ok := toKelvin(v, from); ok {
		fmt.Printf("%g %s = %.4g %s\n", v, from, fromKelvin(k, to), to)
		return
	}
	for kind, table := range factors {
		f1, ok1 := table[from]
		f2, ok2 := table[to]
		if ok1 && ok2 {
			fmt.Printf("%g %s = %.6g %s (%s)\n", v, from, v*f1/f2, to, kind)
			return
		}
	}
	fmt.Fprintf(os.Stderr, "cannot convert %s to %s\n", from, to)
	os.Exit(1)
}
