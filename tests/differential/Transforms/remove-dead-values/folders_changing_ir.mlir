// RUN: --remove-dead-values
// RUN: --sccp
// RUN: --remove-dead-values=canonicalize=false --mlir-disable-threading
// A folder that changes its op before folding it away, while the analyses
// simulate it: `llvm.extractvalue` steps its container past insertions at
// other positions before folding to the inserted value, and the step
// stays.

llvm.func @use(i32)
llvm.func @extract(%s: !llvm.struct<(i32, i32, f32)>, %x: i32, %y: i32, %z: f32) {
  %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, i32, f32)>
  %1 = llvm.insertvalue %z, %0[2] : !llvm.struct<(i32, i32, f32)>
  %2 = llvm.insertvalue %y, %1[1] : !llvm.struct<(i32, i32, f32)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i32, f32)>
  llvm.call @use(%3) : (i32) -> ()
  %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i32, f32)>
  llvm.call @use(%4) : (i32) -> ()
  llvm.return
}
