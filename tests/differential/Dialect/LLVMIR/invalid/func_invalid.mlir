// RUN: --split-input-file
// llvm.func and its terminators: what the custom form refuses, the
// signature's type checks, the linkage rules and llvm.return's checks.

llvm.func @f() attributes {sym_name = "g"}

// -----

llvm.func @f() attributes {linkage = #llvm.linkage<internal>}

// -----

llvm.func nested @f()

// -----

llvm.func cc_10 local_unnamed_addr @f()

// -----

llvm.func @f() -> (i32, i32)

// -----

llvm.func @f() -> index

// -----

llvm.func @f(index)

// -----

llvm.func @f() -> vector<2x2xf32>

// -----

llvm.func @f(i32, ..., i32)

// -----

llvm.func @f(%a: i32, i32)

// -----

llvm.func internal @f()

// -----

llvm.func private @f(i32)

// -----

llvm.func common @f() {
  llvm.return
}

// -----

llvm.func common @f()

// -----

llvm.func @f(%a: i32) {
}

// -----

llvm.func @f() -> i32 {
  %0 = llvm.mlir.zero : i64
  llvm.return %0 : i64
}

// -----

llvm.func @f() -> i32 {
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.zero : i32
  llvm.return %0 : i32
}

// -----

"llvm.func"() <{function_type = i32, sym_name = "g"}> ({}) : () -> ()

// -----

"llvm.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<foo>, function_type = !llvm.func<void ()>, sym_name = "g"}> ({}) : () -> ()

// -----

"llvm.func"() <{linkage = #llvm.linkage<strong>, function_type = !llvm.func<void ()>, sym_name = "g"}> ({}) : () -> ()

// -----

"llvm.func"() <{visibility_ = 7 : i64, function_type = !llvm.func<void ()>, sym_name = "g"}> ({}) : () -> ()

// -----

"llvm.func"() <{linkage = 3 : i64, function_type = !llvm.func<void ()>, sym_name = "g"}> ({}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "g"}> ({
^bb0(%a: i64):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

llvm.func @f(%c: i32) {
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: index) {
  llvm.br ^bb1(%a : index)
^bb1(%b: index):
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  llvm.unreachable
  llvm.return
}

// -----

llvm.func @f() {
  llvm.return
^bb1:
  llvm.unreachable
}

// -----

llvm.func @f() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

llvm.func @f() attributes {optimize_none} {
  llvm.return
}

// -----

llvm.func common @f() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

llvm.func internal @f() attributes {always_inline, no_inline}
