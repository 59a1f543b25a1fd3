module example.invalid/tabkeeper/bmexport

go 1.21
