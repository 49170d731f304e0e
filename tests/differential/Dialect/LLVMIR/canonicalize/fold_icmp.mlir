// RUN: --canonicalize --split-input-file
// llvm.icmp folds eq/ne of a value with itself (true/false, a splat for
// vectors, scalable ones too); the other predicates with equal operands,
// two different constants, and addressof against a null pointer stay.
llvm.func @use1(i1)
llvm.func @usev(vector<2xi1>)
llvm.func @icmp(%x: i32, %v: vector<2xi32>, %p: !llvm.ptr) {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %0 = llvm.icmp "eq" %x, %x : i32
  llvm.call @use1(%0) : (i1) -> ()
  %1 = llvm.icmp "ne" %x, %x : i32
  llvm.call @use1(%1) : (i1) -> ()
  %2 = llvm.icmp "slt" %x, %x : i32
  llvm.call @use1(%2) : (i1) -> ()
  %3 = llvm.icmp "sle" %x, %x : i32
  llvm.call @use1(%3) : (i1) -> ()
  %4 = llvm.icmp "sgt" %x, %x : i32
  llvm.call @use1(%4) : (i1) -> ()
  %5 = llvm.icmp "sge" %x, %x : i32
  llvm.call @use1(%5) : (i1) -> ()
  %6 = llvm.icmp "ult" %x, %x : i32
  llvm.call @use1(%6) : (i1) -> ()
  %7 = llvm.icmp "ule" %x, %x : i32
  llvm.call @use1(%7) : (i1) -> ()
  %8 = llvm.icmp "ugt" %x, %x : i32
  llvm.call @use1(%8) : (i1) -> ()
  %9 = llvm.icmp "uge" %x, %x : i32
  llvm.call @use1(%9) : (i1) -> ()
  %10 = llvm.icmp "eq" %v, %v : vector<2xi32>
  llvm.call @usev(%10) : (vector<2xi1>) -> ()
  %11 = llvm.icmp "ne" %v, %v : vector<2xi32>
  llvm.call @usev(%11) : (vector<2xi1>) -> ()
  %12 = llvm.icmp "eq" %p, %p : !llvm.ptr
  llvm.call @use1(%12) : (i1) -> ()
  %13 = llvm.icmp "slt" %c3, %c5 : i32
  llvm.call @use1(%13) : (i1) -> ()
  %14 = llvm.icmp "eq" %c5, %x : i32
  llvm.call @use1(%14) : (i1) -> ()
  %15 = llvm.icmp "ult" %c5, %x : i32
  llvm.call @use1(%15) : (i1) -> ()
  %16 = llvm.icmp "eq" %c5, %c5 : i32
  llvm.call @use1(%16) : (i1) -> ()
  %17 = llvm.icmp "ugt" %x, %c5 : i32
  llvm.call @use1(%17) : (i1) -> ()
  %n = llvm.mlir.zero : !llvm.ptr
  %18 = llvm.icmp "eq" %n, %p : !llvm.ptr
  llvm.call @use1(%18) : (i1) -> ()
  %19 = llvm.icmp "eq" %n, %n : !llvm.ptr
  llvm.call @use1(%19) : (i1) -> ()
  %a = llvm.mlir.addressof @icmp : !llvm.ptr
  %20 = llvm.icmp "eq" %a, %n : !llvm.ptr
  llvm.call @use1(%20) : (i1) -> ()
  %21 = llvm.icmp "ne" %n, %a : !llvm.ptr
  llvm.call @use1(%21) : (i1) -> ()
  %u = llvm.mlir.undef : i32
  %22 = llvm.icmp "eq" %u, %u : i32
  llvm.call @use1(%22) : (i1) -> ()
  llvm.return
}
// -----
llvm.mlir.global external @g(0 : i32) : i32
llvm.func @use1(i1)
llvm.func @usev(vector<[2]xi1>)
llvm.func @fn()
llvm.func @icmp(%v: vector<[2]xi32>) {
  %n = llvm.mlir.zero : !llvm.ptr
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %20 = llvm.icmp "eq" %a, %n : !llvm.ptr
  llvm.call @use1(%20) : (i1) -> ()
  %21 = llvm.icmp "ne" %n, %a : !llvm.ptr
  llvm.call @use1(%21) : (i1) -> ()
  %22 = llvm.icmp "ult" %n, %a : !llvm.ptr
  llvm.call @use1(%22) : (i1) -> ()
  %f = llvm.mlir.addressof @fn : !llvm.ptr
  %23 = llvm.icmp "eq" %f, %n : !llvm.ptr
  llvm.call @use1(%23) : (i1) -> ()
  %10 = llvm.icmp "eq" %v, %v : vector<[2]xi32>
  llvm.call @usev(%10) : (vector<[2]xi1>) -> ()
  llvm.return
}
