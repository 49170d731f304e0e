// An op with several TBAA tags: LLVM IR takes one per instruction, so
// none is translated and each such op is warned about. One tag, or none,
// is translated as usual.
#root = #llvm.tbaa_root<id = "root">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#float = #llvm.tbaa_type_desc<id = "float", members = {<#root, 0>}>
#tag_int = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag_float = #llvm.tbaa_tag<base_type = #float, access_type = #float, offset = 0>
llvm.func @f(%p: !llvm.ptr, %n: i64) -> i32 {
  %0 = llvm.load %p {tbaa = [#tag_int, #tag_float]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#tag_float, #tag_int]} : i32, !llvm.ptr
  %1 = llvm.load %p {tbaa = [#tag_float]} : !llvm.ptr -> i32
  %2 = llvm.load %p {tbaa = []} : !llvm.ptr -> i32
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, tbaa = [#tag_int, #tag_int]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %3 = llvm.atomicrmw add %p, %0 monotonic {tbaa = [#tag_int, #tag_float]} : !llvm.ptr, i32
  %4 = llvm.cmpxchg %p, %0, %1 acq_rel monotonic {tbaa = [#tag_int, #tag_float]} : !llvm.ptr, i32
  %5 = llvm.load %p {tbaa = [#tag_int, #tag_float]} : !llvm.ptr -> i32 loc("source.c":3:4)
  llvm.return %0 : i32
}
