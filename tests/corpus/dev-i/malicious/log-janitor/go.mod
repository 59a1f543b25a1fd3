module example.invalid/opsbits/log-janitor

go 1.21
