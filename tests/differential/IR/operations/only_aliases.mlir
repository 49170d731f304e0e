// RUN:
// RUN: --mlir-print-op-generic
// A file holding nothing but alias definitions is an empty module; unused
// aliases are not printed.
#map = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 >= 0)>
!ty = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#loc = loc("x.c":1:1)
