module example.invalid/gomodhealth

go 1.21
