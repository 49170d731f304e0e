// RUN: --pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=x}))
// RUN: --pass-pipeline=builtin.module(func.func(any(cse{foo=1})))
// RUN: --pass-pipeline=builtin.module(builtin.module(func.func(cse)),func.func(canonicalize{top-down=3}))

// A bad option of a pass in nested lists: mlir-opt adds a line for each
// enclosing list but the top-level one.

func.func private @f()
