package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	fill := flag.Bool("fill", false, "append missing keys to .env")
	envPath := flag.String("env", ".env", "path to .env")
	exPath := flag.String("example", ".env.example", "path to .env.example")
	flag.Parse()

	ex, err := ParseFile(*exPath)
	if err != nil || ex == nil {
		fmt.Fprintln(os.Stderr, "cannot read", *exPath)
		os.Exit(1)
	}
	cur, _ := ParseFile(*envPath)
	have, want := toMap(cur), toMap(ex)

	var missing, unused []string
	for k := range want {
		if _, ok := have[k]; !ok {
			missing = append(missing, k)
		}
	}
	for k := range have {
		if _, ok := want[k]; !ok {
			unused = append(unused, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(unused)
	fmt.Println("missing in .env:  ", strings.Join(missing, ", "))
	fmt.Println("unused in .env:   ", strings.Join(unused, ", "))
	if !*fill || len(missing) == 0 {
		return
	}

	nb := Gather()
	f, err := os.OpenFile(*envPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	for _, k := range missing {
		v, src := want[k], "example default"
		if isPlaceholder(v) {
			if nv, ok := nb.Values[k]; ok {
				v, src = nv, "another local project"
			} else {
				v, src = "", "TODO"
			}
		}
		fmt.Fprintf(f, "%s=%s\n", k, v)
		fmt.Printf("filled:            %s (%s)\n", k, src)
	}
}
