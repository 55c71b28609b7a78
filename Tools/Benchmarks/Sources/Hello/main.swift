// The smallest Swift program: the process-start anchor for `sailaway state --json`.
print("Hello, world!")
