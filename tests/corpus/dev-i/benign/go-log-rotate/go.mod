module github.com/opsbits/go-log-rotate

go 1.21
