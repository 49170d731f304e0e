// RUN: --canonicalize --split-input-file
// llvm.bitcast and llvm.addrspacecast: a cast to the operand's own type
// is the operand; a cast of a cast of the same kind is the first operand
// when that has the result's type, else casts it directly (in place).
// Casts of constants, null and undef stay.
llvm.func @use(!llvm.ptr)
llvm.func @use1(!llvm.ptr<1>)
llvm.func @usei(i32)
llvm.func @usef(f32)
llvm.func @usev(vector<2xi32>)
llvm.func @usev4(vector<4xi16>)
llvm.func @usel(i64)
llvm.func @casts(%p: !llvm.ptr, %x: i32, %f: f32, %v: vector<2xi32>) {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.call @use(%0) : (!llvm.ptr) -> ()
  %1 = llvm.bitcast %x : i32 to f32
  %2 = llvm.bitcast %1 : f32 to i32
  llvm.call @usei(%2) : (i32) -> ()
  %3 = llvm.bitcast %v : vector<2xi32> to vector<4xi16>
  %4 = llvm.bitcast %3 : vector<4xi16> to i64
  llvm.call @usel(%4) : (i64) -> ()
  %5 = llvm.bitcast %x : i32 to i32
  llvm.call @usei(%5) : (i32) -> ()
  %c = llvm.mlir.constant(1065353216 : i32) : i32
  %6 = llvm.bitcast %c : i32 to f32
  llvm.call @usef(%6) : (f32) -> ()
  %7 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %8 = llvm.addrspacecast %7 : !llvm.ptr<1> to !llvm.ptr
  llvm.call @use(%8) : (!llvm.ptr) -> ()
  %9 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr
  llvm.call @use(%9) : (!llvm.ptr) -> ()
  %10 = llvm.addrspacecast %7 : !llvm.ptr<1> to !llvm.ptr<2>
  %11 = llvm.addrspacecast %10 : !llvm.ptr<2> to !llvm.ptr<1>
  llvm.call @use1(%11) : (!llvm.ptr<1>) -> ()
  %12 = llvm.addrspacecast %10 : !llvm.ptr<2> to !llvm.ptr
  llvm.call @use(%12) : (!llvm.ptr) -> ()
  %13 = llvm.bitcast %v : vector<2xi32> to vector<4xi16>
  %14 = llvm.bitcast %13 : vector<4xi16> to vector<2xi32>
  llvm.call @usev(%14) : (vector<2xi32>) -> ()
  %15 = llvm.bitcast %1 : f32 to f32
  llvm.call @usef(%15) : (f32) -> ()
  %n = llvm.mlir.zero : !llvm.ptr
  %16 = llvm.addrspacecast %n : !llvm.ptr to !llvm.ptr<1>
  llvm.call @use1(%16) : (!llvm.ptr<1>) -> ()
  %u = llvm.mlir.undef : i32
  %17 = llvm.bitcast %u : i32 to f32
  llvm.call @usef(%17) : (f32) -> ()
  llvm.return
}

// -----

// A chain of three address space casts ends as one cast from the start;
// bitcast and addrspacecast do not chain with each other.
llvm.func @use2(!llvm.ptr<2>)
llvm.func @usev(vector<2xi32>)
llvm.func @usef(f32)
llvm.func @chains(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr<3>
  %2 = llvm.addrspacecast %1 : !llvm.ptr<3> to !llvm.ptr<2>
  llvm.call @use2(%2) : (!llvm.ptr<2>) -> ()
  %3 = llvm.bitcast %x : i32 to vector<2xi16>
  %4 = llvm.bitcast %3 : vector<2xi16> to f32
  llvm.call @usef(%4) : (f32) -> ()
  %5 = llvm.bitcast %x : i32 to vector<4xi8>
  %6 = llvm.bitcast %5 : vector<4xi8> to vector<2xi16>
  %7 = llvm.bitcast %6 : vector<2xi16> to i32
  %8 = llvm.add %7, %x : i32
  %9 = llvm.bitcast %8 : i32 to f32
  llvm.call @usef(%9) : (f32) -> ()
  llvm.return
}
