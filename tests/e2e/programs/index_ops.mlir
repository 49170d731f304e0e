// RUN: -e main --entry-point-result=void
// The index dialect: add, sub, mul, divs, divu, rems, remu, ceildivs,
// ceildivu, floordivs, maxs, minu, shl, shrs, and, or, xor, cmp, casts
// (casts/castu to and from i32 and i64), sizeof and bool.constant.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: index) {
  %i = index.casts %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @ops(%a: index, %b: index) {
  %r0 = index.add %a, %b
  %r1 = index.sub %a, %b
  %r2 = index.mul %a, %b
  %r3 = index.divs %a, %b
  %r4 = index.rems %a, %b
  %r5 = index.ceildivs %a, %b
  %r6 = index.floordivs %a, %b
  %r7 = index.maxs %a, %b
  %r8 = index.minu %a, %b
  %r9 = index.xor %a, %b
  call @show(%r0) : (index) -> ()
  call @show(%r1) : (index) -> ()
  call @show(%r2) : (index) -> ()
  call @show(%r3) : (index) -> ()
  call @show(%r4) : (index) -> ()
  call @show(%r5) : (index) -> ()
  call @show(%r6) : (index) -> ()
  call @show(%r7) : (index) -> ()
  call @show(%r8) : (index) -> ()
  call @show(%r9) : (index) -> ()
  %lt = index.cmp slt(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %lte = arith.extui %lt : i1 to i64
  %ulte = arith.extui %ult : i1 to i64
  call @printI64(%lte) : (i64) -> ()
  call @printI64(%ulte) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @unsigned(%a: index, %b: index) {
  %r0 = index.divu %a, %b
  %r1 = index.remu %a, %b
  %r2 = index.ceildivu %a, %b
  %c2 = index.constant 2
  %r3 = index.shl %a, %c2
  %r4 = index.shrs %a, %c2
  %r5 = index.shru %a, %c2
  %r6 = index.and %a, %b
  %r7 = index.or %a, %b
  call @show(%r0) : (index) -> ()
  call @show(%r1) : (index) -> ()
  call @show(%r2) : (index) -> ()
  call @show(%r3) : (index) -> ()
  call @show(%r4) : (index) -> ()
  call @show(%r5) : (index) -> ()
  call @show(%r6) : (index) -> ()
  call @show(%r7) : (index) -> ()
  %t = index.casts %a : index to i32
  %te = arith.extsi %t : i32 to i64
  %u = index.castu %a : index to i32
  %ue = arith.extui %u : i32 to i64
  call @printI64(%te) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ue) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = index.constant 17
  %b = index.constant -5
  %c = index.constant -17
  %d = index.constant 4
  call @ops(%a, %b) : (index, index) -> ()
  call @ops(%c, %d) : (index, index) -> ()
  call @ops(%c, %b) : (index, index) -> ()
  call @unsigned(%c, %d) : (index, index) -> ()
  %n = arith.constant -4294967297 : i64
  %ni = index.casts %n : i64 to index
  %nu = index.castu %n : i64 to index
  call @unsigned(%ni, %nu) : (index, index) -> ()
  %w = arith.constant -3 : i32
  %ws = index.casts %w : i32 to index
  %wu = index.castu %w : i32 to index
  %sz = index.sizeof
  %t = index.bool.constant true
  %sel = arith.select %t, %ws, %wu : index
  call @show(%ws) : (index) -> ()
  call @show(%wu) : (index) -> ()
  call @show(%sz) : (index) -> ()
  call @show(%sel) : (index) -> ()
  call @printNewline() : () -> ()
  return
}
