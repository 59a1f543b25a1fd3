package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

type module struct {
	Path       string
	Version    string
	Main       bool
	Indirect   bool
	Update     *struct{ Version string }
	Deprecated string
	Retracted  []string
	Replace    *struct{ Path, Version string }
}

type report struct {
	VerifyOK   bool     `json:"verify_ok"`
	TidyClean  bool     `json:"tidy_clean"`
	Updates    []string `json:"updates"`
	Deprecated []string `json:"deprecated"`
	Retracted  []string `json:"retracted"`
	LocalRepl  []string `json:"local_replaces"`
	Vulns      string   `json:"govulncheck,omitempty"`
}

func run(name string, args ...string) (string, error) {
	var out bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

func tidyClean() bool {
	if _, err := run("go", "mod", "tidy", "-diff"); err == nil {
		return true
	} else if out, _ := run("go", "help", "mod", "tidy"); strings.Contains(out, "-diff") {
		return false
	}
	tmp, _ := os.MkdirTemp("", "gomodhealth-")
	defer os.RemoveAll(tmp)
	for _, f := range []string{"go.mod", "go.sum"} {
		b, _ := os.ReadFile(f)
		_ = os.WriteFile(filepath.Join(tmp, f), b, 0o644)
	}
	_, _ = run("go", "mod", "tidy", "-modfile="+filepath.Join(tmp, "go.mod"))
	a, _ := os.ReadFile("go.mod")
	b, _ := os.ReadFile(filepath.Join(tmp, "go.mod"))
	return bytes.Equal(a, b)
}

func main() {
	asJSON := flag.Bool("json", false, "JSON output")
	flag.Parse()
	var r report
	_, err := run("go", "mod", "verify")
	r.VerifyOK = err == nil
	r.TidyClean = tidyClean()

	out, err := run("go", "list", "-m", "-u", "-json", "all")
	if err != nil {
		fmt.Fprintln(os.Stderr, out)
		os.Exit(1)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var m module
		if dec.Decode(&m) != nil || m.Main {
			continue
		}
		if m.Update != nil {
			r.Updates = append(r.Updates, fmt.Sprintf("%s %s -> %s", m.Path, m.Version, m.Update.Version))
		}
		if m.Deprecated != "" {
			r.Deprecated = append(r.Deprecated, m.Path+": "+m.Deprecated)
		}
		if len(m.Retracted) > 0 {
			r.Retracted = append(r.Retracted, m.Path+"@"+m.Version)
		}
		if m.Replace != nil && (strings.HasPrefix(m.Replace.Path, ".") || strings.HasPrefix(m.Replace.Path, "/")) {
			r.LocalRepl = append(r.LocalRepl, m.Path+" => "+m.Replace.Path)
		}
	}
	if _, err := exec.LookPath("govulncheck"); err == nil {
		r.Vulns, _ = run("govulncheck", "./...")
	}
	if *asJSON {
		_ = json.NewEncoder(os.Stdout).Encode(r)
		return
	}
	fmt.Printf("go mod verify: %v\ngo mod tidy clean: %v\n", r.VerifyOK, r.TidyClean)
	for title, list := range map[string][]string{"updates": r.Updates, "deprecated": r.Deprecated, "retracted": r.Retracted, "local replace": r.LocalRepl} {
		fmt.Printf("\n%s (%d)\n", title, len(list))
		for _, l := range list {
			fmt.Println("  " + l)
		}
	}
	if r.Vulns != "" {
		fmt.Println("\ngovulncheck:\n" + r.Vulns)
	}
}
