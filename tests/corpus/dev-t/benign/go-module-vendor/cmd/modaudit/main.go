// Command modaudit prints replace directives and Go environment settings that
// change where module code is downloaded from.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

type goEnv map[string]string

func readEnv() goEnv {
	out, err := exec.Command("go", "env", "-json", "GOPROXY", "GOPRIVATE", "GONOSUMDB", "GONOPROXY", "GOFLAGS", "GOSUMDB").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "go env failed:", err)
		os.Exit(1)
	}
	env := goEnv{}
	_ = json.Unmarshal(out, &env)
	return env
}

func replaces() []string {
	f, err := os.Open("go.mod")
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []string
	inBlock := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "replace ("):
			inBlock = true
		case inBlock && line == ")":
			inBlock = false
		case inBlock && line != "":
			out = append(out, line)
		case strings.HasPrefix(line, "replace "):
			out = append(out, strings.TrimPrefix(line, "replace "))
		}
	}
	return out
}

func main() {
	env := readEnv()
	fmt.Println("== Go environment")
	for _, k := range []string{"GOPROXY", "GOSUMDB", "GOPRIVATE", "GONOPROXY", "GONOSUMDB", "GOFLAGS"} {
		note := ""
		if k == "GOPROXY" && env[k] != "https://proxy.golang.org,direct" {
			note = "  <- non-default proxy"
		}
		if k == "GOSUMDB" && env[k] == "off" {
			note = "  <- checksum database disabled"
		}
		fmt.Printf("  %-10s %s%s\n", k, env[k], note)
	}
	fmt.Println("== replace directives")
	rs := replaces()
	if len(rs) == 0 {
		fmt.Println("  none")
	}
	for _, r := range rs {
		kind := "module"
		if parts := strings.Split(r, "=>"); len(parts) == 2 && strings.HasPrefix(strings.TrimSpace(parts[1]), ".") {
			kind = "local path"
		}
		fmt.Printf("  [%s] %s\n", kind, r)
	}
}
