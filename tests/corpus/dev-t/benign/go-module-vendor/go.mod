module example.invalid/gotools-lab/modaudit

go 1.21
