llvm.func @list(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"node", (i32, ptr)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<"node", (i32, ptr)>
  %2 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"node", (i32, ptr)>
  llvm.return %1 : i32
}
