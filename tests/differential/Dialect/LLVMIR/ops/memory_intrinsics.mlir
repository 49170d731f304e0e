// RUN:
// RUN: --mlir-print-op-generic

func.func @memcpy_memmove(%d: !llvm.ptr, %s: !llvm.ptr<1>, %n: i64, %m: i32) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<1>, i64) -> ()
  "llvm.intr.memcpy"(%d, %s, %m) <{isVolatile = true}> {tag} : (!llvm.ptr, !llvm.ptr<1>, i32) -> ()
  "llvm.intr.memmove"(%d, %d, %n) <{isVolatile = false, arg_attrs = [{llvm.noalias}, {}, {}]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  return
}

func.func @memset(%d: !llvm.ptr, %v: i8, %n: i16) {
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i16) -> ()
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = true, res_attrs = []}> : (!llvm.ptr, i8, i16) -> ()
  return
}

func.func @inline_forms(%d: !llvm.ptr, %s: !llvm.ptr, %v: i8) {
  "llvm.intr.memcpy.inline"(%d, %s) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memcpy.inline"(%d, %s) <{isVolatile = true, len = 3 : i8}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%d, %v) <{isVolatile = false, len = 256 : i32}> : (!llvm.ptr, i8) -> ()
  return
}

func.func @stack_save_restore() {
  %0 = llvm.intr.stacksave : !llvm.ptr
  %1 = llvm.intr.stacksave {tag} : !llvm.ptr<5>
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.intr.stackrestore %1 {tag = 1 : i64} : !llvm.ptr<5>
  return
}

func.func @lifetimes(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %0 : !llvm.ptr
  llvm.store %n, %0 : i64, !llvm.ptr
  llvm.intr.lifetime.end %0 : !llvm.ptr
  return
}

func.func @intrinsics_generic(%p: !llvm.ptr<2>) {
  %0 = "llvm.intr.stacksave"() : () -> !llvm.ptr<2>
  "llvm.intr.stackrestore"(%p) : (!llvm.ptr<2>) -> ()
  "llvm.intr.lifetime.start"(%p) : (!llvm.ptr<2>) -> ()
  "llvm.intr.lifetime.end"(%p) {x} : (!llvm.ptr<2>) -> ()
  return
}
