// RUN:
// RUN: --mlir-print-op-generic
// NO-ROUNDTRIP: mlir-opt's custom forms of these ops do not read back as they print.
// What the custom forms of llvm.invoke and llvm.landingpad do that does
// not round-trip: an invoke with both operand bundles and destination
// operands keeps its operands in the order it resolved them (callee,
// bundles, destinations) while operandSegmentSizes counts the bundles last,
// so the values change places; a landing pad's other attributes print
// after its clauses, where its custom form cannot read them.

llvm.func @f(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

llvm.func @bundles_and_dest_operands(%a: i32, %b: i32, %c: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok(%b : i32) unwind ^bad ["tag"(%c : i32)] : (i32) -> i32
^ok(%x: i32):
  llvm.return %x : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @landingpad_attributes() attributes {personality = @__gxx_personality_v0} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  llvm.br ^pads
^pads:
  %0 = "llvm.landingpad"(%ti) {cleanup, note = 1 : i32} : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
  %1 = "llvm.landingpad"() {cleanup, other} : () -> !llvm.struct<(ptr, i32)>
  %2 = "llvm.landingpad"(%ti) {other} : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
  llvm.resume %0 : !llvm.struct<(ptr, i32)>
}

llvm.func @personality_not_a_symbol() attributes {personality = "__gxx_personality_v0"} {
  llvm.return
}
