// RUN:
// RUN: --mlir-print-op-generic
// Every binary op of index, in its custom form (no types printed).

func.func @binary(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

func.func @more(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  %4 = index.shl %a, %b
  %5 = index.shrs %a, %b
  %6 = index.shru %a, %b
  %7 = index.and %a, %b
  %8 = index.or %a, %b
  %9 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}
