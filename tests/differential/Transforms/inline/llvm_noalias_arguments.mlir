// RUN: --inline=default-pipeline=
// RUN: --inline
// RUN: --inline=default-pipeline= --mlir-print-debuginfo --mlir-print-op-generic
// `llvm.noalias` arguments of an inlined `llvm.func` become alias scopes
// of a new domain named after the callee, declared where the call was.
// An access through pointers all based on `noalias` arguments gets their
// scopes in `alias_scopes`, and the scopes of the others in
// `noalias_scopes`; an access that may touch another known object (an
// argument without `noalias`, a stack slot, a global) gets only the
// latter; one through a pointer of unknown origin gets nothing.

llvm.func @ext(!llvm.ptr)

llvm.func @same_twice(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr {llvm.noalias}, %v: i32) {
  llvm.store %v, %q : i32, !llvm.ptr
  %g = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %v, %g : i32, !llvm.ptr
  llvm.return
}

llvm.func @unused(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr, %v: i32) {
  llvm.store %v, %q : i32, !llvm.ptr
  llvm.return
}

llvm.func @loop(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr {llvm.noalias}, %m: i64) -> i32 {
  %r = scf.while (%cur = %p) : (!llvm.ptr) -> !llvm.ptr {
    %l = llvm.load %cur : !llvm.ptr -> i32
    %go = llvm.icmp "slt" %l, %l : i32
    scf.condition(%go) %cur : !llvm.ptr
  } do {
  ^bb0(%at: !llvm.ptr):
    %w = llvm.load %at : !llvm.ptr -> i32
    llvm.store %w, %q : i32, !llvm.ptr
    %next = llvm.getelementptr %at[1] : (!llvm.ptr) -> !llvm.ptr, i32
    scf.yield %next : !llvm.ptr
  }
  %last = llvm.load %r : !llvm.ptr -> i32
  llvm.return %last : i32
}

llvm.func @blocks(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr {llvm.noalias}, %c: i1, %v: i32) {
  llvm.cond_br %c, ^left, ^right
^left:
  llvm.br ^join(%p : !llvm.ptr)
^right:
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.br ^join(%slot : !llvm.ptr)
^join(%t: !llvm.ptr):
  llvm.store %v, %t : i32, !llvm.ptr
  llvm.call @ext(%q) : (!llvm.ptr) -> ()
  %byte = llvm.trunc %v : i32 to i8
  "llvm.intr.memset"(%q, %byte, %v) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  llvm.return
}

llvm.func @nested(%p: !llvm.ptr {llvm.noalias}, %v: i32) {
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.call @same_twice(%p, %p, %v) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

llvm.func @caller(%x: !llvm.ptr, %y: !llvm.ptr, %n: i64, %c: i1, %v: i32) -> i32 {
  llvm.call @same_twice(%x, %x, %v) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.call @unused(%x, %y, %v) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %0 = llvm.call @loop(%x, %y, %n) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.call @blocks(%x, %y, %c, %v) : (!llvm.ptr, !llvm.ptr, i1, i32) -> ()
  llvm.call @nested(%y, %v) : (!llvm.ptr, i32) -> ()
  llvm.return %0 : i32
}
