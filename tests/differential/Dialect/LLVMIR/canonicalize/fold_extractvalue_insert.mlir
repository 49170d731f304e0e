// RUN: --canonicalize
// llvm.extractvalue through insertvalue chains: the value inserted at the
// position; insertions at disjoint positions are stepped over (the
// extraction reads their container, in place); an insertion at a longer
// position (the extracted one its prefix) or at a prefix whose inserted
// value is not an insertvalue stops the walk; an extraction of an
// extraction joins the positions.
!s = !llvm.struct<(i32, struct<(i64, f32)>, array<2 x i8>)>
llvm.func @usei(i32)
llvm.func @usel(i64)
llvm.func @usef(f32)
llvm.func @use8(i8)
llvm.func @usein(!llvm.struct<(i64, f32)>)
llvm.func @f(%s: !s, %x: i32, %y: i64, %z: f32, %in: !llvm.struct<(i64, f32)>, %b: i8) {
  %0 = llvm.insertvalue %x, %s[0] : !s
  %1 = llvm.extractvalue %0[0] : !s
  llvm.call @usei(%1) : (i32) -> ()
  %2 = llvm.insertvalue %y, %0[1, 0] : !s
  %3 = llvm.extractvalue %2[0] : !s
  llvm.call @usei(%3) : (i32) -> ()
  %4 = llvm.extractvalue %2[1, 0] : !s
  llvm.call @usel(%4) : (i64) -> ()
  %5 = llvm.extractvalue %2[1, 1] : !s
  llvm.call @usef(%5) : (f32) -> ()
  %6 = llvm.extractvalue %2[1] : !s
  llvm.call @usein(%6) : (!llvm.struct<(i64, f32)>) -> ()
  %7 = llvm.insertvalue %in, %s[1] : !s
  %8 = llvm.extractvalue %7[1, 1] : !s
  llvm.call @usef(%8) : (f32) -> ()
  %9 = llvm.insertvalue %b, %7[2, 1] : !s
  %10 = llvm.extractvalue %9[1, 0] : !s
  llvm.call @usel(%10) : (i64) -> ()
  %11 = llvm.extractvalue %9[2, 0] : !s
  llvm.call @use8(%11) : (i8) -> ()
  %12 = llvm.extractvalue %s[1] : !s
  %13 = llvm.extractvalue %12[0] : !llvm.struct<(i64, f32)>
  llvm.call @usel(%13) : (i64) -> ()
  %14 = llvm.insertvalue %x, %s[0] : !s
  %15 = llvm.insertvalue %x, %14[0] : !s
  %16 = llvm.extractvalue %15[2, 1] : !s
  llvm.call @use8(%16) : (i8) -> ()
  llvm.return
}
