// hexi.go - tiny binary inspector: dump, magic, strings, diff
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strconv"
)

var magics = []struct {
	sig  []byte
	name string
}{
	{[]byte("\x89PNG\r\n\x1a\n"), "PNG image"},
	{[]byte{0xff, 0xd8, 0xff}, "JPEG image"},
	{[]byte("GIF8"), "GIF image"},
	{[]byte("%PDF-"), "PDF document"},
	{[]byte("PK\x03\x04"), "ZIP archive (also docx/xlsx/jar/apk)"},
	{[]byte{0x1f, 0x8b}, "gzip"},
	{[]byte("\x7fELF"), "ELF executable"},
	{[]byte("MZ"), "Windows PE executable"},
	{[]byte{0xcf, 0xfa, 0xed, 0xfe}, "Mach-O 64-bit"},
	{[]byte("SQLite format 3\x00"), "SQLite database"},
	{[]byte{0xef, 0xbb, 0xbf}, "UTF-8 text with BOM"},
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func dump(data []byte, off int64) {
	for i := 0; i < len(data); i += 16 {
		end := i + 16
		if end > len(data) {
			end = len(data)
		}
		row := data[i:end]
		fmt.Printf("%08x  ", off+int64(i))
		for j := 0; j < 16; j++ {
			if j < len(row) {
				fmt.Printf("%02x ", row[j])
			} else {
				fmt.Print("   ")
			}
			if j == 7 {
				fmt.Print(" ")
			}
		}
		fmt.Print(" |")
		for _, b := range row {
			if b >= 0x20 && b < 0x7f {
				fmt.Printf("%c", b)
			} else {
				fmt.Print(".")
			}
		}
		fmt.Println("|")
	}
}

func main() {
	if len(os.Args) < 3 {
		fmt.Println("usage: hexi dump|magic|strings|diff FILE [FILE2] [flags]")
		os.Exit(2)
	}
	cmd, file := os.Args[1], os.Args[2]
	fs := flag.NewFlagSet(cmd, flag.ExitOnError)
	offStr := fs.String("off", "0", "start offset (decimal or 0x hex)")
	n := fs.Int("n", 256, "bytes to show")
	min := fs.Int("min", 4, "minimum string length")
	rest := os.Args[3:]
	var second string
	if cmd == "diff" && len(rest) > 0 {
		second, rest = rest[0], rest[1:]
	}
	must(fs.Parse(rest))

	data, err := os.ReadFile(file)
	must(err)

	switch cmd {
	case "dump":
		off, err := strconv.ParseInt(*offStr, 0, 64)
		must(err)
		if off > int64(len(data)) {
			off = int64(len(data))
		}
		end := off + int64(*n)
		if end > int64(len(data)) {
			end = int64(len(data))
		}
		dump(data[off:end], off)
	case "magic":
		for _, m := range magics {
			if bytes.HasPrefix(data, m.sig) {
				fmt.Println(m.name)
				return
			}
		}
		fmt.Println("unknown (no known signature at offset 0)")
	case "strings":
		start := -1
		for i, b := range append(data, 0) {
			printable := b >= 0x20 && b < 0x7f
			if printable && start < 0 {
				start = i
			} else if !printable && start >= 0 {
				if i-start >= *min {
					fmt.Printf("%08x  %s\n", start, data[start:i])
				}
				start = -1
			}
		}
	case "diff":
		other, err := os.ReadFile(second)
		must(err)
		shown := 0
		for i := 0; i < len(data) && i < len(other) && shown < 20; i++ {
			if data[i] != other[i] {
				fmt.Printf("%08x  %02x != %02x\n", i, data[i], other[i])
				shown++
			}
		}
		if len(data) != len(other) {
			fmt.Printf("sizes differ: %d vs %d bytes\n", len(data), len(other))
		} else if shown == 0 {
			fmt.Println("files are identical")
		}
	default:
		fmt.Println("unknown command", cmd)
		os.Exit(2)
	}
}
