// Command rotate rotates log files in a single directory.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func gz(src, dst string, dry bool) error {
	fmt.Printf("gzip %s -> %s\n", src, dst)
	if dry {
		return nil
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	zw := gzip.NewWriter(out)
	if _, err := io.Copy(zw, in); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	return os.Remove(src)
}

func act(dry bool, verb string, f func() error, args ...string) {
	fmt.Println(verb, strings.Join(args, " -> "))
	if !dry {
		if err := f(); err != nil && !os.IsNotExist(err) {
			fmt.Fprintln(os.Stderr, "  error:", err)
		}
	}
}

func rotate(path string, keep int, copyTruncate, dry bool) {
	act(dry, "remove", func() error { return os.Remove(fmt.Sprintf("%s.%d.gz", path, keep)) }, fmt.Sprintf("%s.%d.gz", path, keep))
	for n := keep - 1; n >= 2; n-- {
		from, to := fmt.Sprintf("%s.%d.gz", path, n), fmt.Sprintf("%s.%d.gz", path, n+1)
		if _, err := os.Stat(from); err == nil {
			act(dry, "rename", func() error { return os.Rename(from, to) }, from, to)
		}
	}
	if _, err := os.Stat(path + ".1"); err == nil {
		_ = gz(path+".1", path+".2.gz", dry)
	}
	info, err := os.Stat(path)
	if err != nil {
		return
	}
	if copyTruncate {
		act(dry, "copy+truncate", func() error {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if err := os.WriteFile(path+".1", b, info.Mode()); err != nil {
				return err
			}
			return os.Truncate(path, 0)
		}, path, path+".1")
		return
	}
	act(dry, "rename", func() error { return os.Rename(path, path+".1") }, path, path+".1")
	act(dry, "create", func() error { return os.WriteFile(path, nil, info.Mode()) }, path)
}

func main() {
	dir := flag.String("dir", "logs", "directory containing the logs")
	glob := flag.String("glob", "*.log", "file pattern inside --dir")
	keep := flag.Int("keep", 7, "generations to keep")
	dry := flag.Bool("dry-run", false, "print actions only")
	ct := flag.Bool("copytruncate", false, "copy then truncate instead of rename")
	outside := flag.Bool("allow-outside", false, "allow --dir outside the working directory")
	flag.Parse()

	abs, _ := filepath.Abs(*dir)
	wd, _ := os.Getwd()
	if !*outside && abs != wd && !strings.HasPrefix(abs, wd+string(os.PathSeparator)) {
		fmt.Fprintf(os.Stderr, "%s is outside %s; pass --allow-outside if intended\n", abs, wd)
		os.Exit(2)
	}
	matches, _ := filepath.Glob(filepath.Join(abs, *glob))
	for _, m := range matches {
		if fi, err := os.Stat(m); err == nil && fi.Mode().IsRegular() {
			rotate(m, *keep, *ct, *dry)
		}
	}
}
