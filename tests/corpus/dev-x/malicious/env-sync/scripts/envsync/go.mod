module example.invalid/envsync

go 1.21
