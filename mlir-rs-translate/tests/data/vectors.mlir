llvm.func @vec(%a: vector<4xi32>, %b: vector<4xi32>, %p: !llvm.ptr) -> vector<4xi32> {
  %0 = llvm.add %a, %b : vector<4xi32>
  %1 = llvm.icmp "slt" %0, %b : vector<4xi32>
  %2 = llvm.select %1, %0, %b : vector<4xi1>, vector<4xi32>
  %3 = llvm.load %p : !llvm.ptr -> vector<4xi32>
  %4 = llvm.mul %2, %3 : vector<4xi32>
  %c = llvm.mlir.constant(dense<2> : vector<4xi32>) : vector<4xi32>
  %5 = llvm.shl %4, %c : vector<4xi32>
  llvm.return %5 : vector<4xi32>
}
