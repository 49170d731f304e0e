// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f0(%a: i3) -> (i1, i8, i3) {
  %k0 = arith.constant 0 : i3
  %k1 = arith.constant 3 : i3
  %v0 = arith.extsi %k0 : i3 to i8
  %v1 = arith.bitcast %v0 : i8 to i8
  %v2 = arith.bitcast %k0 : i3 to i3
  %v3 = arith.bitcast %a : i3 to i3
  %v4 = arith.trunci %k1 : i3 to i1
  %v5 = arith.extui %v2 : i3 to i8
  %v6 = arith.bitcast %v3 : i3 to i3
  return %v4, %v5, %v6 : i1, i8, i3
}

func.func @f1(%a: tensor<3xi1>) -> (tensor<3xi64>, tensor<3xindex>, tensor<3xi128>) {
  %k0 = arith.constant dense<[-1, -1, 0]> : tensor<3xi1>
  %k1 = arith.constant dense<0> : tensor<3xi1>
  %v1 = arith.index_cast %a : tensor<3xi1> to tensor<3xindex>
  %v2 = arith.bitcast %k1 : tensor<3xi1> to tensor<3xi1>
  %v3 = arith.extsi %a : tensor<3xi1> to tensor<3xi64>
  %v4 = arith.index_cast %v2 : tensor<3xi1> to tensor<3xindex>
  %v5 = arith.extsi %a : tensor<3xi1> to tensor<3xi128>
  return %v3, %v4, %v5 : tensor<3xi64>, tensor<3xindex>, tensor<3xi128>
}

func.func @f2(%a: i16) -> (i8, i3, i3) {
  %k0 = arith.constant 32767 : i16
  %k1 = arith.constant -1 : i16
  %v0 = arith.bitcast %a : i16 to i16
  %v1 = arith.trunci %k0 : i16 to i8
  %v2 = arith.index_castui %k0 : i16 to index
  %v3 = arith.trunci %a : i16 to i1
  %v4 = arith.extsi %v0 : i16 to i200
  %v5 = arith.extui %a : i16 to i32
  %v6 = arith.trunci %v0 : i16 to i8
  %v7 = arith.trunci %v0 : i16 to i3
  %v8 = arith.trunci %v6 : i8 to i3
  return %v6, %v7, %v8 : i8, i3, i3
}

func.func @f3(%a: i128) -> (i3, index, index) {
  %k0 = arith.constant -1 : i128
  %k1 = arith.constant -1 : i128
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.bitcast %k1 : i128 to i128
  %v1 = arith.trunci %v0 : i128 to i3
  %v2 = arith.index_castui %v0 : i128 to index
  %v3 = arith.index_cast %k0 : i128 to index
  return %v1, %v2, %v3 : i3, index, index
}

func.func @f4(%a: i65) -> (i1, i16, i128) {
  %k0 = arith.constant 0 : i65
  %k1 = arith.constant -1 : i65
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.bitcast %a : i65 to i65
  %v1 = arith.trunci %a : i65 to i8
  %v2 = arith.index_castui %i0 : index to i1
  %v3 = arith.index_castui %i0 : index to i16
  %v4 = arith.extsi %k1 : i65 to i128
  return %v2, %v3, %v4 : i1, i16, i128
}

func.func @f5(%a: i1) -> (index, i17, i16) {
  %k0 = arith.constant -1 : i1
  %k1 = arith.constant 0 : i1
  %i0 = arith.constant -6267694647657918072 : index
  %v0 = arith.index_castui %i0 : index to i16
  %v3 = arith.index_castui %v0 : i16 to index
  %v4 = arith.bitcast %k0 : i1 to i1
  %v5 = arith.index_cast %k1 : i1 to index
  %v6 = arith.extsi %v0 : i16 to i17
  %v7 = arith.bitcast %v0 : i16 to i16
  return %v5, %v6, %v7 : index, i17, i16
}

func.func @f6(%a: tensor<3xi17>) -> (tensor<3xindex>, tensor<3xi17>, tensor<3xi64>) {
  %k0 = arith.constant dense<-65536> : tensor<3xi17>
  %k1 = arith.constant dense<[1, 65535, -1]> : tensor<3xi17>
  %i0 = arith.constant dense<[-141103706498022786, -9223372036854775808, 1]> : tensor<3xindex>
  %v0 = arith.trunci %k1 : tensor<3xi17> to tensor<3xi3>
  %v1 = arith.bitcast %a : tensor<3xi17> to tensor<3xi17>
  %v2 = arith.index_castui %i0 : tensor<3xindex> to tensor<3xi32>
  %v3 = arith.index_cast %v2 : tensor<3xi32> to tensor<3xindex>
  %v4 = arith.bitcast %k1 : tensor<3xi17> to tensor<3xi17>
  %v5 = arith.extui %k1 : tensor<3xi17> to tensor<3xi64>
  return %v3, %v4, %v5 : tensor<3xindex>, tensor<3xi17>, tensor<3xi64>
}

func.func @f7(%a: vector<2xi200>) -> (vector<2xi200>, vector<2xindex>, vector<2xi65>) {
  %k0 = arith.constant dense<[-803469022129495137770981046170581301261101496891396417650688, 803469022129495137770981046170581301261101496891396417650687]> : vector<2xi200>
  %k1 = arith.constant dense<[-803469022129495137770981046170581301261101496891396417650688, 1]> : vector<2xi200>
  %v0 = arith.index_castui %k1 : vector<2xi200> to vector<2xindex>
  %v1 = arith.trunci %a : vector<2xi200> to vector<2xi65>
  return %a, %v0, %v1 : vector<2xi200>, vector<2xindex>, vector<2xi65>
}

func.func @f8(%a: i200) -> (i16, i128, index) {
  %k0 = arith.constant -1 : i200
  %k1 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %v0 = arith.trunci %a : i200 to i32
  %v2 = arith.trunci %k1 : i200 to i16
  %v5 = arith.extui %v0 : i32 to i128
  %v6 = arith.index_cast %v0 : i32 to index
  return %v2, %v5, %v6 : i16, i128, index
}

func.func @f9(%a: vector<1xi32>) -> (vector<1xi8>, vector<1xi32>, vector<1xi8>) {
  %k0 = arith.constant dense<1> : vector<1xi32>
  %k1 = arith.constant dense<0> : vector<1xi32>
  %i0 = arith.constant dense<[-7837471978059803055]> : vector<1xindex>
  %v0 = arith.index_castui %a : vector<1xi32> to vector<1xindex>
  %v1 = arith.index_cast %i0 : vector<1xindex> to vector<1xi8>
  %v2 = arith.index_cast %v0 : vector<1xindex> to vector<1xi32>
  %v3 = arith.index_cast %v0 : vector<1xindex> to vector<1xi8>
  return %v1, %v2, %v3 : vector<1xi8>, vector<1xi32>, vector<1xi8>
}

func.func @f10(%a: i32) -> (i8, i64, i128) {
  %k0 = arith.constant -834843377 : i32
  %k1 = arith.constant 1 : i32
  %i0 = arith.constant -1 : index
  %v0 = arith.extui %k1 : i32 to i200
  %v1 = arith.bitcast %k0 : i32 to i32
  %v2 = arith.extsi %v1 : i32 to i64
  %v3 = arith.trunci %v2 : i64 to i8
  %v4 = arith.index_castui %v3 : i8 to index
  %v5 = arith.trunci %k0 : i32 to i8
  %v6 = arith.extsi %a : i32 to i64
  %v7 = arith.extsi %v5 : i8 to i128
  return %v5, %v6, %v7 : i8, i64, i128
}

func.func @f11(%a: i8) -> (i64, i8, i3) {
  %k0 = arith.constant -1 : i8
  %k1 = arith.constant 127 : i8
  %v0 = arith.extui %a : i8 to i64
  %v1 = arith.trunci %k1 : i8 to i3
  %v2 = arith.extsi %k1 : i8 to i64
  %v3 = arith.bitcast %k1 : i8 to i8
  %v4 = arith.trunci %a : i8 to i3
  return %v2, %v3, %v4 : i64, i8, i3
}

func.func @f12(%a: i3) -> (i128, i1, i32) {
  %k0 = arith.constant 1 : i3
  %k1 = arith.constant -1 : i3
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.index_castui %k0 : i3 to index
  %v1 = arith.extui %k1 : i3 to i128
  %v2 = arith.index_castui %v0 : index to i1
  %v3 = arith.trunci %v1 : i128 to i32
  return %v1, %v2, %v3 : i128, i1, i32
}

func.func @f13(%a: tensor<3xi8>) -> (tensor<3xindex>, tensor<3xi128>, tensor<3xi17>) {
  %k0 = arith.constant dense<[-128, -1, -1]> : tensor<3xi8>
  %k1 = arith.constant dense<[1, 127, 127]> : tensor<3xi8>
  %v0 = arith.extsi %k1 : tensor<3xi8> to tensor<3xi32>
  %v1 = arith.bitcast %k1 : tensor<3xi8> to tensor<3xi8>
  %v2 = arith.index_cast %v0 : tensor<3xi32> to tensor<3xindex>
  %v3 = arith.bitcast %v0 : tensor<3xi32> to tensor<3xi32>
  %v4 = arith.index_castui %v0 : tensor<3xi32> to tensor<3xindex>
  %v5 = arith.extui %v1 : tensor<3xi8> to tensor<3xi128>
  %v6 = arith.trunci %v0 : tensor<3xi32> to tensor<3xi17>
  return %v4, %v5, %v6 : tensor<3xindex>, tensor<3xi128>, tensor<3xi17>
}

func.func @f14(%a: i200) -> (i16, i32, i1) {
  %k0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %k1 = arith.constant 1 : i200
  %v1 = arith.index_cast %k0 : i200 to index
  %v2 = arith.trunci %k0 : i200 to i1
  %v3 = arith.extui %v2 : i1 to i16
  %v5 = arith.trunci %a : i200 to i32
  %v6 = arith.trunci %v5 : i32 to i1
  return %v3, %v5, %v6 : i16, i32, i1
}

func.func @f15(%a: i65) -> (index, index, i64) {
  %k0 = arith.constant 1 : i65
  %k1 = arith.constant -1 : i65
  %v0 = arith.trunci %k1 : i65 to i16
  %v1 = arith.index_cast %a : i65 to index
  %v2 = arith.index_cast %v0 : i16 to index
  %v3 = arith.index_cast %v2 : index to i17
  %v4 = arith.bitcast %v0 : i16 to i16
  %v5 = arith.bitcast %a : i65 to i65
  %v6 = arith.index_cast %v3 : i17 to index
  %v7 = arith.index_cast %k1 : i65 to index
  %v8 = arith.index_castui %v2 : index to i64
  return %v6, %v7, %v8 : index, index, i64
}

func.func @f16(%a: i17) -> (i8, i16, index) {
  %k0 = arith.constant 1 : i17
  %k1 = arith.constant -65536 : i17
  %i0 = arith.constant -1 : index
  %v0 = arith.index_cast %i0 : index to i128
  %v1 = arith.trunci %k0 : i17 to i8
  %v2 = arith.trunci %v0 : i128 to i16
  %v3 = arith.index_castui %k1 : i17 to index
  return %v1, %v2, %v3 : i8, i16, index
}

func.func @f17(%a: i128) -> (i8, index, i64) {
  %k0 = arith.constant 170141183460469231731687303715884105727 : i128
  %k1 = arith.constant 170141183460469231731687303715884105727 : i128
  %v0 = arith.extsi %k1 : i128 to i200
  %v1 = arith.bitcast %k1 : i128 to i128
  %v2 = arith.trunci %a : i128 to i8
  %v3 = arith.index_castui %k1 : i128 to index
  %v4 = arith.trunci %a : i128 to i64
  return %v2, %v3, %v4 : i8, index, i64
}

func.func @f18(%a: i16) -> (i16, i8, i65) {
  %k0 = arith.constant 0 : i16
  %k1 = arith.constant 1 : i16
  %v0 = arith.index_cast %k0 : i16 to index
  %v1 = arith.index_cast %k0 : i16 to index
  %v2 = arith.bitcast %k1 : i16 to i16
  %v3 = arith.index_castui %v0 : index to i200
  %v4 = arith.bitcast %a : i16 to i16
  %v5 = arith.index_cast %v1 : index to i8
  %v6 = arith.index_castui %v0 : index to i65
  return %v4, %v5, %v6 : i16, i8, i65
}

func.func @f19(%a: tensor<1xi16>) -> (tensor<1xindex>, tensor<1xi8>, tensor<1xindex>) {
  %k0 = arith.constant dense<32767> : tensor<1xi16>
  %k1 = arith.constant dense<[1]> : tensor<1xi16>
  %v0 = arith.trunci %k1 : tensor<1xi16> to tensor<1xi1>
  %v1 = arith.index_cast %k1 : tensor<1xi16> to tensor<1xindex>
  %v2 = arith.index_castui %k0 : tensor<1xi16> to tensor<1xindex>
  %v3 = arith.index_castui %a : tensor<1xi16> to tensor<1xindex>
  %v4 = arith.trunci %k1 : tensor<1xi16> to tensor<1xi8>
  %v5 = arith.index_cast %a : tensor<1xi16> to tensor<1xindex>
  return %v3, %v4, %v5 : tensor<1xindex>, tensor<1xi8>, tensor<1xindex>
}

func.func @f20(%a: i8) -> (i1, i200, i128) {
  %k0 = arith.constant -128 : i8
  %k1 = arith.constant -1 : i8
  %i0 = arith.constant 0 : index
  %v0 = arith.trunci %k0 : i8 to i1
  %v1 = arith.index_cast %k0 : i8 to index
  %v2 = arith.index_castui %i0 : index to i1
  %v3 = arith.index_cast %v1 : index to i17
  %v4 = arith.trunci %v3 : i17 to i8
  %v5 = arith.bitcast %v0 : i1 to i1
  %v6 = arith.index_cast %i0 : index to i200
  %v7 = arith.index_cast %v1 : index to i128
  return %v5, %v6, %v7 : i1, i200, i128
}

func.func @f21(%a: vector<3xi64>) -> (vector<3xindex>, vector<3xi3>, vector<3xi16>) {
  %k0 = arith.constant dense<[3939236685844384864, 1, 0]> : vector<3xi64>
  %k1 = arith.constant dense<[-9223372036854775808, 7294093399719799677, 0]> : vector<3xi64>
  %v0 = arith.extui %k0 : vector<3xi64> to vector<3xi128>
  %v1 = arith.extui %a : vector<3xi64> to vector<3xi128>
  %v2 = arith.trunci %a : vector<3xi64> to vector<3xi3>
  %v3 = arith.index_cast %a : vector<3xi64> to vector<3xindex>
  %v4 = arith.index_castui %v3 : vector<3xindex> to vector<3xi3>
  %v5 = arith.trunci %v0 : vector<3xi128> to vector<3xi16>
  return %v3, %v4, %v5 : vector<3xindex>, vector<3xi3>, vector<3xi16>
}

func.func @f22(%a: vector<2xi128>) -> (vector<2xi3>, vector<2xi64>, vector<2xi8>) {
  %k0 = arith.constant dense<[1, -170141183460469231731687303715884105728]> : vector<2xi128>
  %k1 = arith.constant dense<-1> : vector<2xi128>
  %v0 = arith.trunci %a : vector<2xi128> to vector<2xi3>
  %v1 = arith.trunci %k1 : vector<2xi128> to vector<2xi32>
  %v2 = arith.trunci %a : vector<2xi128> to vector<2xi65>
  %v3 = arith.trunci %a : vector<2xi128> to vector<2xi32>
  %v4 = arith.index_cast %v2 : vector<2xi65> to vector<2xindex>
  %v5 = arith.extsi %k0 : vector<2xi128> to vector<2xi200>
  %v6 = arith.bitcast %v0 : vector<2xi3> to vector<2xi3>
  %v7 = arith.trunci %v2 : vector<2xi65> to vector<2xi64>
  %v8 = arith.trunci %v7 : vector<2xi64> to vector<2xi8>
  return %v6, %v7, %v8 : vector<2xi3>, vector<2xi64>, vector<2xi8>
}

func.func @f23(%a: tensor<3xi32>) -> (tensor<3xi65>, tensor<3xi8>, tensor<3xindex>) {
  %k0 = arith.constant dense<[1, 2147483647, 0]> : tensor<3xi32>
  %k1 = arith.constant dense<[778750106, -1, 0]> : tensor<3xi32>
  %v0 = arith.index_castui %a : tensor<3xi32> to tensor<3xindex>
  %v1 = arith.trunci %k0 : tensor<3xi32> to tensor<3xi16>
  %v2 = arith.extsi %a : tensor<3xi32> to tensor<3xi65>
  %v3 = arith.trunci %k1 : tensor<3xi32> to tensor<3xi8>
  %v4 = arith.index_cast %v1 : tensor<3xi16> to tensor<3xindex>
  return %v2, %v3, %v4 : tensor<3xi65>, tensor<3xi8>, tensor<3xindex>
}

func.func @f24(%a: tensor<3xi3>) -> (tensor<3xindex>, tensor<3xindex>, tensor<3xi64>) {
  %k0 = arith.constant dense<[3, 0, -4]> : tensor<3xi3>
  %k1 = arith.constant dense<[3, 0, 3]> : tensor<3xi3>
  %i0 = arith.constant dense<[-1, -9223372036854775808, -9223372036854775808]> : tensor<3xindex>
  %v0 = arith.trunci %a : tensor<3xi3> to tensor<3xi1>
  %v2 = arith.trunci %k1 : tensor<3xi3> to tensor<3xi1>
  %v3 = arith.bitcast %a : tensor<3xi3> to tensor<3xi3>
  %v4 = arith.index_cast %i0 : tensor<3xindex> to tensor<3xi200>
  %v6 = arith.index_cast %v0 : tensor<3xi1> to tensor<3xindex>
  %v7 = arith.index_cast %k1 : tensor<3xi3> to tensor<3xindex>
  %v8 = arith.extsi %v3 : tensor<3xi3> to tensor<3xi64>
  return %v6, %v7, %v8 : tensor<3xindex>, tensor<3xindex>, tensor<3xi64>
}

func.func @f25(%a: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi65>, tensor<2xi1>) {
  %k0 = arith.constant dense<1> : tensor<2xi64>
  %k1 = arith.constant dense<-1> : tensor<2xi64>
  %v0 = arith.index_castui %a : tensor<2xi64> to tensor<2xindex>
  %v1 = arith.index_castui %a : tensor<2xi64> to tensor<2xindex>
  %v2 = arith.index_castui %v0 : tensor<2xindex> to tensor<2xi64>
  %v3 = arith.index_castui %v0 : tensor<2xindex> to tensor<2xi65>
  %v4 = arith.trunci %v2 : tensor<2xi64> to tensor<2xi1>
  return %v2, %v3, %v4 : tensor<2xi64>, tensor<2xi65>, tensor<2xi1>
}

func.func @f26(%a: i8) -> (index, i64, i8) {
  %k0 = arith.constant -11 : i8
  %k1 = arith.constant 0 : i8
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.trunci %k1 : i8 to i3
  %v1 = arith.index_cast %k0 : i8 to index
  %v2 = arith.index_cast %v1 : index to i64
  %v3 = arith.bitcast %a : i8 to i8
  return %v1, %v2, %v3 : index, i64, i8
}

func.func @f27(%a: i1) -> (i1, i1, i128) {
  %k0 = arith.constant 0 : i1
  %k1 = arith.constant 0 : i1
  %v2 = arith.extui %k1 : i1 to i128
  return %k1, %a, %v2 : i1, i1, i128
}

func.func @f28(%a: i128) -> (i8, i128, i128) {
  %k0 = arith.constant 125540702803355500962133616414000935841 : i128
  %k1 = arith.constant -170141183460469231731687303715884105728 : i128
  %v0 = arith.extsi %k0 : i128 to i200
  %v1 = arith.trunci %k0 : i128 to i65
  %v2 = arith.index_cast %a : i128 to index
  %v3 = arith.trunci %k1 : i128 to i17
  %v4 = arith.index_cast %v2 : index to i8
  %v5 = arith.extui %v1 : i65 to i128
  %v6 = arith.extsi %v3 : i17 to i128
  return %v4, %v5, %v6 : i8, i128, i128
}

func.func @f29(%a: vector<2xi16>) -> (vector<2xi128>, vector<2xi16>, vector<2xi3>) {
  %k0 = arith.constant dense<1> : vector<2xi16>
  %k1 = arith.constant dense<-9018> : vector<2xi16>
  %v0 = arith.trunci %k1 : vector<2xi16> to vector<2xi1>
  %v1 = arith.trunci %a : vector<2xi16> to vector<2xi1>
  %v2 = arith.trunci %k1 : vector<2xi16> to vector<2xi3>
  %v4 = arith.index_castui %k1 : vector<2xi16> to vector<2xindex>
  %v5 = arith.extui %k1 : vector<2xi16> to vector<2xi128>
  %v6 = arith.bitcast %a : vector<2xi16> to vector<2xi16>
  %v8 = arith.trunci %v6 : vector<2xi16> to vector<2xi3>
  return %v5, %v6, %v8 : vector<2xi128>, vector<2xi16>, vector<2xi3>
}

func.func @f30(%a: tensor<2xi1>) -> (tensor<2xi16>, tensor<2xi8>, tensor<2xi200>) {
  %k0 = arith.constant dense<[-1, 0]> : tensor<2xi1>
  %k1 = arith.constant dense<0> : tensor<2xi1>
  %i0 = arith.constant dense<[-9223372036854775808, 0]> : tensor<2xindex>
  %v1 = arith.extui %k0 : tensor<2xi1> to tensor<2xi16>
  %v2 = arith.extsi %a : tensor<2xi1> to tensor<2xi8>
  %v3 = arith.extui %a : tensor<2xi1> to tensor<2xi200>
  return %v1, %v2, %v3 : tensor<2xi16>, tensor<2xi8>, tensor<2xi200>
}

func.func @f31(%a: vector<1xi3>) -> (vector<1xi1>, vector<1xindex>, vector<1xi200>) {
  %k0 = arith.constant dense<-1> : vector<1xi3>
  %k1 = arith.constant dense<[0]> : vector<1xi3>
  %v0 = arith.trunci %k0 : vector<1xi3> to vector<1xi1>
  %v1 = arith.trunci %k0 : vector<1xi3> to vector<1xi1>
  %v2 = arith.index_castui %v1 : vector<1xi1> to vector<1xindex>
  %v3 = arith.extsi %v0 : vector<1xi1> to vector<1xi200>
  return %v1, %v2, %v3 : vector<1xi1>, vector<1xindex>, vector<1xi200>
}

func.func @f32(%a: i17) -> (i3, i17, i1) {
  %k0 = arith.constant 0 : i17
  %k1 = arith.constant 1 : i17
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.trunci %a : i17 to i8
  %v1 = arith.index_castui %i0 : index to i3
  %v2 = arith.bitcast %k0 : i17 to i17
  %v3 = arith.trunci %v0 : i8 to i1
  return %v1, %v2, %v3 : i3, i17, i1
}

func.func @f33(%a: vector<2xi8>) -> (vector<2xi128>, vector<2xindex>, vector<2xi3>) {
  %k0 = arith.constant dense<-56> : vector<2xi8>
  %k1 = arith.constant dense<[127, -1]> : vector<2xi8>
  %v0 = arith.index_castui %k0 : vector<2xi8> to vector<2xindex>
  %v1 = arith.index_cast %v0 : vector<2xindex> to vector<2xi200>
  %v2 = arith.extui %a : vector<2xi8> to vector<2xi128>
  %v3 = arith.index_cast %v1 : vector<2xi200> to vector<2xindex>
  %v4 = arith.index_castui %v0 : vector<2xindex> to vector<2xi3>
  return %v2, %v3, %v4 : vector<2xi128>, vector<2xindex>, vector<2xi3>
}

func.func @f34(%a: i200) -> (index, i32, i200) {
  %k0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %k1 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.index_cast %a : i200 to index
  %v1 = arith.index_castui %v0 : index to i128
  %v3 = arith.index_castui %k0 : i200 to index
  %v4 = arith.index_castui %i0 : index to i32
  %v5 = arith.bitcast %k0 : i200 to i200
  return %v3, %v4, %v5 : index, i32, i200
}

func.func @f35(%a: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi16>, tensor<2xi8>) {
  %k0 = arith.constant dense<2147483647> : tensor<2xi32>
  %k1 = arith.constant dense<[-1, -2147483648]> : tensor<2xi32>
  %i0 = arith.constant dense<[7275708647723291444, 9223372036854775807]> : tensor<2xindex>
  %v0 = arith.extsi %k1 : tensor<2xi32> to tensor<2xi128>
  %v1 = arith.index_castui %k1 : tensor<2xi32> to tensor<2xindex>
  %v2 = arith.index_cast %v1 : tensor<2xindex> to tensor<2xi65>
  %v3 = arith.index_cast %i0 : tensor<2xindex> to tensor<2xi128>
  %v4 = arith.index_cast %v3 : tensor<2xi128> to tensor<2xindex>
  %v5 = arith.extui %a : tensor<2xi32> to tensor<2xi200>
  %v6 = arith.bitcast %k0 : tensor<2xi32> to tensor<2xi32>
  %v7 = arith.trunci %a : tensor<2xi32> to tensor<2xi16>
  %v8 = arith.trunci %v6 : tensor<2xi32> to tensor<2xi8>
  return %v6, %v7, %v8 : tensor<2xi32>, tensor<2xi16>, tensor<2xi8>
}

func.func @f36(%a: i128) -> (i200, i3, i128) {
  %k0 = arith.constant 170141183460469231731687303715884105727 : i128
  %k1 = arith.constant 138578783807657564111267255310287211870 : i128
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.extui %k1 : i128 to i200
  %v1 = arith.index_cast %i0 : index to i1
  %v3 = arith.bitcast %v0 : i200 to i200
  %v5 = arith.index_cast %i0 : index to i3
  %v7 = arith.bitcast %k1 : i128 to i128
  return %v3, %v5, %v7 : i200, i3, i128
}

func.func @f37(%a: tensor<1xi128>) -> (tensor<1xi200>, tensor<1xi8>, tensor<1xindex>) {
  %k0 = arith.constant dense<170141183460469231731687303715884105727> : tensor<1xi128>
  %k1 = arith.constant dense<170141183460469231731687303715884105727> : tensor<1xi128>
  %v0 = arith.extui %k0 : tensor<1xi128> to tensor<1xi200>
  %v1 = arith.bitcast %k0 : tensor<1xi128> to tensor<1xi128>
  %v2 = arith.index_castui %a : tensor<1xi128> to tensor<1xindex>
  %v3 = arith.extsi %a : tensor<1xi128> to tensor<1xi200>
  %v4 = arith.trunci %v1 : tensor<1xi128> to tensor<1xi8>
  %v5 = arith.index_cast %a : tensor<1xi128> to tensor<1xindex>
  return %v3, %v4, %v5 : tensor<1xi200>, tensor<1xi8>, tensor<1xindex>
}

func.func @f38(%a: i200) -> (i200, i128, i32) {
  %k0 = arith.constant 535955449566460635424091800942381460102535329608417785674996 : i200
  %k1 = arith.constant 1 : i200
  %v0 = arith.bitcast %k1 : i200 to i200
  %v2 = arith.trunci %k1 : i200 to i128
  %v6 = arith.trunci %v2 : i128 to i32
  return %v0, %v2, %v6 : i200, i128, i32
}

func.func @f39(%a: tensor<2xi200>) -> (tensor<2xindex>, tensor<2xi65>, tensor<2xi64>) {
  %k0 = arith.constant dense<595408127246267867454042062891339236164933117405713544440642> : tensor<2xi200>
  %k1 = arith.constant dense<[432788711143116423497237828893195402763294808968340234628764, 16184555992161467205648944227592354959272268574523663991794]> : tensor<2xi200>
  %i0 = arith.constant dense<-4285909586939145927> : tensor<2xindex>
  %v0 = arith.index_castui %k1 : tensor<2xi200> to tensor<2xindex>
  %v1 = arith.index_cast %i0 : tensor<2xindex> to tensor<2xi65>
  %v2 = arith.index_cast %v1 : tensor<2xi65> to tensor<2xindex>
  %v3 = arith.trunci %k1 : tensor<2xi200> to tensor<2xi65>
  %v4 = arith.trunci %k0 : tensor<2xi200> to tensor<2xi64>
  return %v2, %v3, %v4 : tensor<2xindex>, tensor<2xi65>, tensor<2xi64>
}
