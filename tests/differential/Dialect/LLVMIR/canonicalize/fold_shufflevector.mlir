// RUN: --canonicalize
// llvm.shufflevector of a one-element vector (scalable too) with mask [0]
// is its first operand; [1], [-1], identities of longer vectors and
// other masks stay.
llvm.func @use1(vector<1xi32>)
llvm.func @use2(vector<2xi32>)
llvm.func @use4(vector<4xi32>)
llvm.func @uses1(vector<[1]xi32>)
llvm.func @f(%a: vector<1xi32>, %b: vector<1xi32>, %c: vector<2xi32>, %d: vector<2xi32>, %s: vector<[1]xi32>) {
  %0 = llvm.shufflevector %a, %b [0] : vector<1xi32>
  llvm.call @use1(%0) : (vector<1xi32>) -> ()
  %1 = llvm.shufflevector %a, %b [1] : vector<1xi32>
  llvm.call @use1(%1) : (vector<1xi32>) -> ()
  %2 = llvm.shufflevector %c, %d [0, 1] : vector<2xi32>
  llvm.call @use2(%2) : (vector<2xi32>) -> ()
  %3 = llvm.shufflevector %c, %d [2, 3] : vector<2xi32>
  llvm.call @use2(%3) : (vector<2xi32>) -> ()
  %4 = llvm.shufflevector %a, %b [0, 0] : vector<1xi32>
  llvm.call @use2(%4) : (vector<2xi32>) -> ()
  %5 = llvm.shufflevector %c, %d [0] : vector<2xi32>
  llvm.call @use1(%5) : (vector<1xi32>) -> ()
  %6 = llvm.shufflevector %a, %b [-1] : vector<1xi32>
  llvm.call @use1(%6) : (vector<1xi32>) -> ()
  %7 = llvm.shufflevector %c, %d [0, 1, 2, 3] : vector<2xi32>
  llvm.call @use4(%7) : (vector<4xi32>) -> ()
  %8 = llvm.shufflevector %s, %s [0] : vector<[1]xi32>
  llvm.call @uses1(%8) : (vector<[1]xi32>) -> ()
  %9 = llvm.shufflevector %a, %a [0] : vector<1xi32>
  llvm.call @use1(%9) : (vector<1xi32>) -> ()
  llvm.return
}
