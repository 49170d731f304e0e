// RUN: --split-input-file
// llvm.landingpad's verifier (the enclosing function's personality, a
// clause or cleanup, the catch clauses' constants), llvm.func's rule on
// the types of its landing pads and resumed values (nested functions
// included, after the function's other checks), and what the custom forms
// of llvm.landingpad and llvm.resume refuse.

llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @h() {
  llvm.br ^pad
^pad:
  "scf.execute_region"() ({
    %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    scf.yield
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h() attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad (catch %a : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.mlir.global external constant @ti() : !llvm.ptr
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  %t = llvm.mlir.addressof @ti : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.ptr
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad (catch %t : !llvm.ptr) (catch %u : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  %b = llvm.bitcast %a : !llvm.ptr to !llvm.ptr
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  %z = llvm.mlir.zero : !llvm.ptr
  %b = llvm.bitcast %z : !llvm.ptr to !llvm.ptr
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup (catch %z : !llvm.ptr) (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%v: i64) attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad (catch %v : i64) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  %2 = llvm.landingpad (catch %z : !llvm.ptr) : !llvm.struct<(ptr, i64)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %a : !llvm.ptr
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  llvm.resume %a : !llvm.ptr
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @h(%a: !llvm.ptr, %b: i64, %c: i1) {
  llvm.cond_br %c, ^x, ^y
^x:
  llvm.resume %a : !llvm.ptr
^y:
  llvm.resume %b : i64
}

// -----

llvm.func @h(%a: !llvm.ptr, %c: i1) {
  llvm.cond_br %c, ^x, ^y
^x:
  llvm.resume %a : !llvm.ptr
^y:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  "llvm.func"() ({
    %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
    llvm.return
  }) {sym_name = "inner", function_type = !llvm.func<void ()>} : () -> ()
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p, no_inline, always_inline} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %a : !llvm.ptr
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p, optimize_none} {
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %a : !llvm.ptr
}

// -----

func.func @h(%a: !llvm.ptr) {
  %1 = llvm.landingpad (catch %a : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  return
}

// -----

func.func @h(%a: index) {
  llvm.resume %a : index
}

// -----

llvm.func @p(...) -> i32
llvm.func @h() attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %0 = llvm.landingpad cleanup : index
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: !llvm.ptr) attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %0 = "llvm.landingpad"(%a) {cleanup = 1 : i32} : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @h() attributes {personality = @p} {
  llvm.br ^pad
^pad:
  "llvm.landingpad"() {cleanup} : () -> ()
  llvm.return
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad (%a : !llvm.ptr) : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad (catch %a : !llvm.ptr : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad cleanup {note} : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad (catch %a : i32) : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad (catch %a : !llvm.ptr) (cleanup) : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad catch : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad (catch : !llvm.ptr) : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad cleanup
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.landingpad cleanup cleanup : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  llvm.resume %a
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  llvm.resume %a : i32
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  llvm.resume : !llvm.ptr
}
