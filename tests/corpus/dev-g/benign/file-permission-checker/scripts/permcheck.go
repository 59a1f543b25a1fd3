// permcheck walks a directory tree and reports risky permission bits.
// It only reads file metadata; it never modifies anything.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type finding struct {
	Code string `json:"code"`
	Path string `json:"path"`
	Mode string `json:"mode"`
	Fix  string `json:"fix"`
}

var secretSuffixes = []string{".pem", ".key", ".p12", ".pfx", ".env", "id_rsa", "id_ed25519", "id_ecdsa", ".kdbx"}
var configSuffixes = []string{".yml", ".yaml", ".json", ".toml", ".ini", ".env"}

func hasSuffix(name string, list []string) bool {
	for _, s := range list {
		if strings.HasSuffix(name, s) || strings.HasPrefix(filepath.Base(name), ".env") && s == ".env" {
			return true
		}
	}
	return false
}

func check(path string, d fs.DirEntry) []finding {
	info, err := d.Info()
	if err != nil {
		return nil
	}
	m := info.Mode()
	perm := m.Perm()
	var out []finding
	add := func(code, fix string) {
		out = append(out, finding{Code: code, Path: path, Mode: fmt.Sprintf("%04o", uint32(perm)|specialBits(m)), Fix: fix})
	}
	if perm&0o002 != 0 && !(m.IsDir() && m&fs.ModeSticky != 0) && m&fs.ModeSymlink == 0 {
		add("world-writable", "chmod o-w "+quote(path))
	}
	if m&fs.ModeSetuid != 0 {
		add("setuid", "chmod u-s "+quote(path))
	}
	if m&fs.ModeSetgid != 0 && !m.IsDir() {
		add("setgid", "chmod g-s "+quote(path))
	}
	if !m.IsDir() && hasSuffix(d.Name(), secretSuffixes) && !strings.HasSuffix(d.Name(), ".pub") && perm&0o077 != 0 {
		add("secret-readable", "chmod 600 "+quote(path))
	}
	if m.IsDir() && d.Name() == ".ssh" && perm != 0o700 {
		add("ssh-dir-open", "chmod 700 "+quote(path))
	}
	if !m.IsDir() && hasSuffix(d.Name(), configSuffixes) && perm&0o111 != 0 {
		add("exec-config", "chmod -x "+quote(path))
	}
	return out
}

func specialBits(m fs.FileMode) uint32 {
	var b uint32
	if m&fs.ModeSetuid != 0 {
		b |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		b |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		b |= 0o1000
	}
	return b
}

func quote(p string) string { return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'" }

func main() {
	asJSON := flag.Bool("json", false, "print JSON")
	flag.Parse()
	root := "."
	if flag.NArg() > 0 {
		root = flag.Arg(0)
	}
	var all []finding
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(os.Stderr, "skip %s: %v\n", path, err)
			return nil
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		all = append(all, check(path, d)...)
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Code+all[i].Path < all[j].Code+all[j].Path })
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(all)
		return
	}
	for _, f := range all {
		fmt.Printf("%-16s %s  %s\n    fix: %s\n", f.Code, f.Mode, f.Path, f.Fix)
	}
	fmt.Printf("\n%d finding(s)\n", len(all))
}
