package main

import (
	"bufio"
	"os"
	"strings"
)

// Entry is one KEY=VALUE line.
type Entry struct {
	Key   string
	Value string
}

// ParseFile reads a dotenv-style file; missing files yield an empty slice.
func ParseFile(path string) ([]Entry, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Entry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		line = strings.TrimPrefix(line, "export ")
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		out = append(out, Entry{strings.TrimSpace(k), strings.Trim(strings.TrimSpace(v), `"'`)})
	}
	return out, sc.Err()
}

func toMap(es []Entry) map[string]string {
	m := make(map[string]string, len(es))
	for _, e := range es {
		m[e.Key] = e.Value
	}
	return m
}

func isPlaceholder(v string) bool {
	l := strings.ToLower(v)
	return l == "" || l == "changeme" || l == "xxx" || strings.Contains(l, "your_") || strings.HasPrefix(l, "<")
}
