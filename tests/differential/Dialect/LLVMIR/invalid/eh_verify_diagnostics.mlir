// RUN: --verify-diagnostics --split-input-file
// The exception-handling ops' verifier errors and notes, checked with
// --verify-diagnostics; a valid chunk first.

llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @valid(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @not_a_pad(%a: i32) -> i32 attributes {personality = @p} {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @weights(%a: i32) -> i32 attributes {personality = @p} {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad {branch_weights = array<i32: 7>} : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @no_personality() {
  llvm.br ^pad
^pad:
  // expected-error @+1 {{llvm.landingpad needs to be in a function with a personality}}
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @p(...) -> i32
llvm.func @bitcast_clause(%a: !llvm.ptr) attributes {personality = @p} {
  // expected-note @+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %b = llvm.bitcast %a : !llvm.ptr to !llvm.ptr
  llvm.br ^pad
^pad:
  // expected-error @+1 {{constant clauses expected}}
  %lp = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @p(...) -> i32
// expected-error @+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_type(%e: i64) attributes {personality = @p} {
  llvm.br ^pad
^pad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %e : i64
}
