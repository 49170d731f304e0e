// RUN: --inline
// The specification of an enclosing module applies inside a nested one
// without its own: an `!llvm.struct<()>` entry raises the structs'
// alignment (not a packed struct's ABI one), a float entry, an `i1`
// entry; a vector is aligned to its size, and a complex number keeps
// the default layout of its parts whatever the integer entries.

module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 64]> : vector<2xi64>, !llvm.struct<()> = dense<[128, 256]> : vector<2xi64>, f16 = dense<[32]> : vector<1xi64>, i1 = dense<[8, 32]> : vector<2xi64>>} {
  module {
    llvm.func @callee(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i32)>}, %b: !llvm.ptr {llvm.byval = !llvm.struct<packed (i8, i32)>}, %c: !llvm.ptr {llvm.byval = f16}, %d: !llvm.ptr {llvm.byval = i1}, %e: !llvm.ptr {llvm.byval = vector<3xi32>}, %f: !llvm.ptr {llvm.byval = complex<i32>}) {
      %zero = llvm.mlir.constant(0 : i8) : i8
      llvm.store %zero, %a : i8, !llvm.ptr
      llvm.store %zero, %b : i8, !llvm.ptr
      llvm.store %zero, %c : i8, !llvm.ptr
      llvm.store %zero, %d : i8, !llvm.ptr
      llvm.store %zero, %e : i8, !llvm.ptr
      llvm.store %zero, %f : i8, !llvm.ptr
      llvm.return
    }
    llvm.func @caller(%p: !llvm.ptr) {
      llvm.call @callee(%p, %p, %p, %p, %p, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
      llvm.return
    }
  }
}
