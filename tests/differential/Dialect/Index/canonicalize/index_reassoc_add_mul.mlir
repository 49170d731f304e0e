// RUN: --canonicalize
// Constants of add and mul chains reassociate into one constant.

func.func @add_chain(%a: index) -> index {
  %c3 = index.constant 3
  %c4 = index.constant 4
  %c5 = index.constant 5
  %0 = index.add %a, %c3
  %1 = index.add %0, %c4
  %2 = index.add %c5, %1
  return %2 : index
}

func.func @mul_chain(%a: index) -> index {
  %c2 = index.constant 2
  %c6 = index.constant 6
  %0 = index.mul %c2, %a
  %1 = index.mul %0, %c6
  return %1 : index
}

func.func @add_wraps(%a: index) -> index {
  %max = index.constant 9223372036854775807
  %one = index.constant 1
  %0 = index.add %a, %max
  %1 = index.add %0, %one
  return %1 : index
}

func.func @inner_used_twice(%a: index) -> (index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.add %a, %c1
  %1 = index.add %0, %c2
  return %0, %1 : index, index
}

func.func @sub_not_reassociated(%a: index) -> index {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.sub %a, %c1
  %1 = index.sub %0, %c2
  return %1 : index
}

func.func @mixed_ops_not_reassociated(%a: index) -> index {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.add %a, %c1
  %1 = index.mul %0, %c2
  return %1 : index
}
