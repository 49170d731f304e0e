// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f0(%a: i3) -> (i1, i17, i1) {
  %k0 = arith.constant 1 : i3
  %k1 = arith.constant -1 : i3
  %v0 = arith.trunci %k0 : i3 to i1
  %v1 = arith.bitcast %v0 : i1 to i1
  %v2 = arith.index_castui %v1 : i1 to index
  %v3 = arith.extui %v1 : i1 to i3
  %v4 = arith.trunci %a : i3 to i1
  %v5 = arith.trunci %v3 : i3 to i1
  %v6 = arith.extui %v5 : i1 to i17
  %v7 = arith.trunci %a : i3 to i1
  return %v5, %v6, %v7 : i1, i17, i1
}

func.func @f1(%a: vector<3xi128>) -> (vector<3xi65>, vector<3xi8>, vector<3xi64>) {
  %k0 = arith.constant dense<-170141183460469231731687303715884105728> : vector<3xi128>
  %k1 = arith.constant dense<170141183460469231731687303715884105727> : vector<3xi128>
  %v0 = arith.trunci %a : vector<3xi128> to vector<3xi65>
  %v1 = arith.index_castui %a : vector<3xi128> to vector<3xindex>
  %v2 = arith.index_castui %v0 : vector<3xi65> to vector<3xindex>
  %v3 = arith.trunci %a : vector<3xi128> to vector<3xi65>
  %v4 = arith.bitcast %v0 : vector<3xi65> to vector<3xi65>
  %v5 = arith.index_castui %v2 : vector<3xindex> to vector<3xi8>
  %v6 = arith.trunci %v4 : vector<3xi65> to vector<3xi64>
  return %v4, %v5, %v6 : vector<3xi65>, vector<3xi8>, vector<3xi64>
}

func.func @f2(%a: tensor<2xi16>) -> (tensor<2xi8>, tensor<2xindex>, tensor<2xi32>) {
  %k0 = arith.constant dense<15282> : tensor<2xi16>
  %k1 = arith.constant dense<[-1, 1]> : tensor<2xi16>
  %v0 = arith.trunci %k0 : tensor<2xi16> to tensor<2xi1>
  %v1 = arith.trunci %a : tensor<2xi16> to tensor<2xi8>
  %v2 = arith.index_cast %k0 : tensor<2xi16> to tensor<2xindex>
  %v3 = arith.extui %a : tensor<2xi16> to tensor<2xi32>
  return %v1, %v2, %v3 : tensor<2xi8>, tensor<2xindex>, tensor<2xi32>
}

func.func @f3(%a: tensor<3xi1>) -> (tensor<3xindex>, tensor<3xi3>, tensor<3xindex>) {
  %k0 = arith.constant dense<-1> : tensor<3xi1>
  %k1 = arith.constant dense<0> : tensor<3xi1>
  %i0 = arith.constant dense<[-1, -9223372036854775808, -9223372036854775808]> : tensor<3xindex>
  %v0 = arith.extui %k1 : tensor<3xi1> to tensor<3xi3>
  %v1 = arith.index_cast %a : tensor<3xi1> to tensor<3xindex>
  return %i0, %v0, %v1 : tensor<3xindex>, tensor<3xi3>, tensor<3xindex>
}

func.func @f4(%a: i64) -> (i128, i128, i65) {
  %k0 = arith.constant 1 : i64
  %k1 = arith.constant -1 : i64
  %v0 = arith.extui %a : i64 to i200
  %v1 = arith.extui %k0 : i64 to i65
  %v2 = arith.extui %k1 : i64 to i200
  %v3 = arith.index_cast %v1 : i65 to index
  %v4 = arith.extui %k1 : i64 to i128
  %v5 = arith.extsi %v1 : i65 to i128
  %v6 = arith.bitcast %v1 : i65 to i65
  return %v4, %v5, %v6 : i128, i128, i65
}

func.func @f5(%a: vector<3xi1>) -> (vector<3xi3>, vector<3xi1>, vector<3xi1>) {
  %k0 = arith.constant dense<-1> : vector<3xi1>
  %k1 = arith.constant dense<0> : vector<3xi1>
  %v0 = arith.extui %k0 : vector<3xi1> to vector<3xi3>
  %v1 = arith.extsi %k1 : vector<3xi1> to vector<3xi3>
  %v2 = arith.trunci %v0 : vector<3xi3> to vector<3xi1>
  %v3 = arith.bitcast %k1 : vector<3xi1> to vector<3xi1>
  return %v1, %v2, %v3 : vector<3xi3>, vector<3xi1>, vector<3xi1>
}

func.func @f6(%a: i64) -> (i32, i128, index) {
  %k0 = arith.constant -9223372036854775808 : i64
  %k1 = arith.constant -9223372036854775808 : i64
  %v0 = arith.trunci %a : i64 to i32
  %v1 = arith.trunci %a : i64 to i32
  %v2 = arith.extui %v0 : i32 to i128
  %v3 = arith.index_castui %v2 : i128 to index
  return %v1, %v2, %v3 : i32, i128, index
}

func.func @f7(%a: i65) -> (i16, i32, i128) {
  %k0 = arith.constant 0 : i65
  %k1 = arith.constant -1 : i65
  %v0 = arith.index_cast %k0 : i65 to index
  %v1 = arith.trunci %k0 : i65 to i16
  %v2 = arith.index_castui %v0 : index to i32
  %v3 = arith.extui %k0 : i65 to i128
  return %v1, %v2, %v3 : i16, i32, i128
}

func.func @f8(%a: vector<3xi64>) -> (vector<3xi32>, vector<3xi1>, vector<3xi16>) {
  %k0 = arith.constant dense<[-9223372036854775808, 9223372036854775807, -1]> : vector<3xi64>
  %k1 = arith.constant dense<7969987014156180094> : vector<3xi64>
  %i0 = arith.constant dense<-9223372036854775808> : vector<3xindex>
  %v0 = arith.trunci %k0 : vector<3xi64> to vector<3xi17>
  %v1 = arith.extui %k0 : vector<3xi64> to vector<3xi65>
  %v2 = arith.index_cast %i0 : vector<3xindex> to vector<3xi3>
  %v3 = arith.index_castui %k1 : vector<3xi64> to vector<3xindex>
  %v4 = arith.index_castui %i0 : vector<3xindex> to vector<3xi32>
  %v5 = arith.trunci %a : vector<3xi64> to vector<3xi1>
  %v6 = arith.trunci %a : vector<3xi64> to vector<3xi16>
  return %v4, %v5, %v6 : vector<3xi32>, vector<3xi1>, vector<3xi16>
}

func.func @f9(%a: i128) -> (index, index, i64) {
  %k0 = arith.constant 1 : i128
  %k1 = arith.constant -1 : i128
  %v0 = arith.extui %a : i128 to i200
  %v1 = arith.index_cast %v0 : i200 to index
  %v2 = arith.trunci %v0 : i200 to i65
  %v3 = arith.trunci %a : i128 to i64
  %v4 = arith.bitcast %v2 : i65 to i65
  %v5 = arith.index_castui %v2 : i65 to index
  %v6 = arith.index_cast %k1 : i128 to index
  %v7 = arith.index_castui %v5 : index to i64
  return %v5, %v6, %v7 : index, index, i64
}

func.func @f10(%a: i65) -> (i200, i200, i16) {
  %k0 = arith.constant 0 : i65
  %k1 = arith.constant -1047229624806416377 : i65
  %v0 = arith.index_cast %k0 : i65 to index
  %v1 = arith.index_castui %v0 : index to i16
  %v2 = arith.trunci %v1 : i16 to i3
  %v3 = arith.extsi %v1 : i16 to i128
  %v4 = arith.index_cast %v0 : index to i200
  %v5 = arith.bitcast %v4 : i200 to i200
  %v6 = arith.trunci %k1 : i65 to i16
  return %v4, %v5, %v6 : i200, i200, i16
}

func.func @f11(%a: i65) -> (i200, i200, i200) {
  %k0 = arith.constant -18446744073709551616 : i65
  %k1 = arith.constant 7461541044315434917 : i65
  %v0 = arith.extsi %k0 : i65 to i200
  %v1 = arith.bitcast %v0 : i200 to i200
  %v2 = arith.extui %k1 : i65 to i200
  %v3 = arith.extsi %a : i65 to i200
  %v4 = arith.index_castui %k1 : i65 to index
  %v5 = arith.index_castui %v4 : index to i65
  %v6 = arith.extsi %k1 : i65 to i200
  %v7 = arith.bitcast %v2 : i200 to i200
  %v8 = arith.bitcast %v1 : i200 to i200
  return %v6, %v7, %v8 : i200, i200, i200
}

func.func @f12(%a: tensor<3xi3>) -> (tensor<3xi32>, tensor<3xindex>, tensor<3xi32>) {
  %k0 = arith.constant dense<[3, -4, -1]> : tensor<3xi3>
  %k1 = arith.constant dense<-4> : tensor<3xi3>
  %i0 = arith.constant dense<-7158943594727905138> : tensor<3xindex>
  %v0 = arith.extui %a : tensor<3xi3> to tensor<3xi65>
  %v1 = arith.trunci %a : tensor<3xi3> to tensor<3xi1>
  %v2 = arith.index_castui %i0 : tensor<3xindex> to tensor<3xi17>
  %v3 = arith.index_castui %k1 : tensor<3xi3> to tensor<3xindex>
  %v4 = arith.index_cast %i0 : tensor<3xindex> to tensor<3xi32>
  %v5 = arith.index_castui %k1 : tensor<3xi3> to tensor<3xindex>
  %v6 = arith.index_cast %i0 : tensor<3xindex> to tensor<3xi32>
  return %v4, %v5, %v6 : tensor<3xi32>, tensor<3xindex>, tensor<3xi32>
}

func.func @f13(%a: vector<1xi8>) -> (vector<1xi8>, vector<1xi3>, vector<1xi16>) {
  %k0 = arith.constant dense<127> : vector<1xi8>
  %k1 = arith.constant dense<[-1]> : vector<1xi8>
  %v0 = arith.trunci %a : vector<1xi8> to vector<1xi3>
  %v1 = arith.index_castui %v0 : vector<1xi3> to vector<1xindex>
  %v2 = arith.index_castui %v1 : vector<1xindex> to vector<1xi3>
  %v3 = arith.trunci %a : vector<1xi8> to vector<1xi1>
  %v4 = arith.index_castui %a : vector<1xi8> to vector<1xindex>
  %v5 = arith.index_castui %v4 : vector<1xindex> to vector<1xi8>
  %v6 = arith.extui %v3 : vector<1xi1> to vector<1xi3>
  %v7 = arith.extsi %v2 : vector<1xi3> to vector<1xi16>
  return %v5, %v6, %v7 : vector<1xi8>, vector<1xi3>, vector<1xi16>
}

func.func @f14(%a: i32) -> (i32, index, i8) {
  %k0 = arith.constant -924906918 : i32
  %k1 = arith.constant -1 : i32
  %v0 = arith.index_cast %k0 : i32 to index
  %v1 = arith.extsi %a : i32 to i200
  %v2 = arith.extui %a : i32 to i65
  %v3 = arith.extsi %v2 : i65 to i128
  %v4 = arith.bitcast %a : i32 to i32
  %v5 = arith.index_cast %k0 : i32 to index
  %v6 = arith.trunci %k1 : i32 to i8
  return %v4, %v5, %v6 : i32, index, i8
}

func.func @f15(%a: i128) -> (i8, index, i65) {
  %k0 = arith.constant 1 : i128
  %k1 = arith.constant 170141183460469231731687303715884105727 : i128
  %v0 = arith.index_cast %a : i128 to index
  %v1 = arith.index_cast %v0 : index to i65
  %v2 = arith.index_cast %v0 : index to i65
  %v3 = arith.trunci %k0 : i128 to i8
  %v4 = arith.index_cast %k0 : i128 to index
  %v5 = arith.trunci %k1 : i128 to i65
  return %v3, %v4, %v5 : i8, index, i65
}

func.func @f16(%a: i3) -> (i1, i1, i200) {
  %k0 = arith.constant 1 : i3
  %k1 = arith.constant 0 : i3
  %i0 = arith.constant -1 : index
  %v0 = arith.index_cast %i0 : index to i65
  %v1 = arith.trunci %k0 : i3 to i1
  %v2 = arith.bitcast %k1 : i3 to i3
  %v3 = arith.extui %v0 : i65 to i128
  %v4 = arith.bitcast %v1 : i1 to i1
  %v5 = arith.index_cast %i0 : index to i65
  %v6 = arith.trunci %a : i3 to i1
  %v7 = arith.trunci %k1 : i3 to i1
  %v8 = arith.extsi %v5 : i65 to i200
  return %v6, %v7, %v8 : i1, i1, i200
}

func.func @f17(%a: tensor<3xi128>) -> (tensor<3xi128>, tensor<3xindex>, tensor<3xi128>) {
  %k0 = arith.constant dense<[1, 1, 1]> : tensor<3xi128>
  %k1 = arith.constant dense<170141183460469231731687303715884105727> : tensor<3xi128>
  %v0 = arith.bitcast %a : tensor<3xi128> to tensor<3xi128>
  %v1 = arith.bitcast %k0 : tensor<3xi128> to tensor<3xi128>
  %v2 = arith.extui %k1 : tensor<3xi128> to tensor<3xi200>
  %v4 = arith.bitcast %k0 : tensor<3xi128> to tensor<3xi128>
  %v5 = arith.bitcast %v2 : tensor<3xi200> to tensor<3xi200>
  %v6 = arith.bitcast %k0 : tensor<3xi128> to tensor<3xi128>
  %v7 = arith.index_castui %v0 : tensor<3xi128> to tensor<3xindex>
  %v8 = arith.bitcast %k0 : tensor<3xi128> to tensor<3xi128>
  return %v6, %v7, %v8 : tensor<3xi128>, tensor<3xindex>, tensor<3xi128>
}

func.func @f18(%a: i128) -> (i8, index, i8) {
  %k0 = arith.constant 155108558175917140993164154135709132296 : i128
  %k1 = arith.constant 1 : i128
  %i0 = arith.constant 9223372036854775807 : index
  %v0 = arith.trunci %k0 : i128 to i3
  %v1 = arith.index_cast %a : i128 to index
  %v2 = arith.trunci %k1 : i128 to i17
  %v3 = arith.bitcast %v0 : i3 to i3
  %v4 = arith.index_cast %i0 : index to i8
  %v5 = arith.index_castui %v3 : i3 to index
  %v6 = arith.trunci %v2 : i17 to i8
  return %v4, %v5, %v6 : i8, index, i8
}

func.func @f19(%a: i65) -> (index, i8, i200) {
  %k0 = arith.constant 1 : i65
  %k1 = arith.constant -18446744073709551616 : i65
  %v0 = arith.bitcast %k0 : i65 to i65
  %v1 = arith.index_castui %a : i65 to index
  %v2 = arith.extui %k0 : i65 to i128
  %v3 = arith.extsi %a : i65 to i200
  %v4 = arith.trunci %v3 : i200 to i64
  %v5 = arith.index_cast %v4 : i64 to index
  %v6 = arith.index_cast %v1 : index to i8
  %v7 = arith.extui %a : i65 to i200
  return %v5, %v6, %v7 : index, i8, i200
}

func.func @f20(%a: tensor<2xi3>) -> (tensor<2xi128>, tensor<2xi17>, tensor<2xi1>) {
  %k0 = arith.constant dense<1> : tensor<2xi3>
  %k1 = arith.constant dense<[1, -4]> : tensor<2xi3>
  %v0 = arith.trunci %a : tensor<2xi3> to tensor<2xi1>
  %v1 = arith.extui %k0 : tensor<2xi3> to tensor<2xi32>
  %v2 = arith.bitcast %v1 : tensor<2xi32> to tensor<2xi32>
  %v3 = arith.extsi %v0 : tensor<2xi1> to tensor<2xi128>
  %v5 = arith.extui %v0 : tensor<2xi1> to tensor<2xi17>
  %v6 = arith.trunci %k0 : tensor<2xi3> to tensor<2xi1>
  return %v3, %v5, %v6 : tensor<2xi128>, tensor<2xi17>, tensor<2xi1>
}

func.func @f21(%a: i64) -> (index, i8, i200) {
  %k0 = arith.constant 1 : i64
  %k1 = arith.constant -1 : i64
  %v0 = arith.trunci %k1 : i64 to i32
  %v1 = arith.bitcast %v0 : i32 to i32
  %v2 = arith.extsi %k1 : i64 to i65
  %v3 = arith.extui %k0 : i64 to i65
  %v4 = arith.extui %a : i64 to i65
  %v5 = arith.index_cast %v1 : i32 to index
  %v6 = arith.index_castui %v5 : index to i8
  %v7 = arith.extsi %a : i64 to i200
  return %v5, %v6, %v7 : index, i8, i200
}

func.func @f22(%a: tensor<1xi128>) -> (tensor<1xi128>, tensor<1xi128>, tensor<1xi200>) {
  %k0 = arith.constant dense<-1> : tensor<1xi128>
  %k1 = arith.constant dense<[-1]> : tensor<1xi128>
  %v0 = arith.extui %k0 : tensor<1xi128> to tensor<1xi200>
  %v1 = arith.bitcast %a : tensor<1xi128> to tensor<1xi128>
  %v2 = arith.bitcast %v1 : tensor<1xi128> to tensor<1xi128>
  %v3 = arith.extsi %v2 : tensor<1xi128> to tensor<1xi200>
  return %v1, %v2, %v3 : tensor<1xi128>, tensor<1xi128>, tensor<1xi200>
}

func.func @f23(%a: i200) -> (i8, i65, i17) {
  %k0 = arith.constant 0 : i200
  %k1 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %v0 = arith.trunci %a : i200 to i128
  %v1 = arith.trunci %v0 : i128 to i8
  %v2 = arith.trunci %k1 : i200 to i65
  %v3 = arith.trunci %v2 : i65 to i17
  return %v1, %v2, %v3 : i8, i65, i17
}

func.func @f24(%a: i65) -> (i1, i16, i200) {
  %k0 = arith.constant 1 : i65
  %k1 = arith.constant 1 : i65
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.index_castui %a : i65 to index
  %v1 = arith.index_castui %i0 : index to i64
  %v2 = arith.trunci %k1 : i65 to i32
  %v3 = arith.index_cast %k0 : i65 to index
  %v4 = arith.trunci %v2 : i32 to i1
  %v6 = arith.index_castui %v0 : index to i16
  %v7 = arith.index_castui %v3 : index to i200
  return %v4, %v6, %v7 : i1, i16, i200
}

func.func @f25(%a: i17) -> (i1, index, i32) {
  %k0 = arith.constant 65535 : i17
  %k1 = arith.constant -65536 : i17
  %v0 = arith.index_castui %a : i17 to index
  %v1 = arith.trunci %k0 : i17 to i16
  %v2 = arith.trunci %v1 : i16 to i1
  %v3 = arith.index_castui %v2 : i1 to index
  %v4 = arith.index_castui %v0 : index to i32
  return %v2, %v3, %v4 : i1, index, i32
}

func.func @f26(%a: i16) -> (i1, i64, i1) {
  %k0 = arith.constant 32767 : i16
  %k1 = arith.constant 32767 : i16
  %v0 = arith.trunci %k0 : i16 to i3
  %v1 = arith.extsi %v0 : i3 to i64
  %v2 = arith.trunci %k0 : i16 to i1
  %v3 = arith.trunci %k1 : i16 to i1
  %v4 = arith.index_castui %k0 : i16 to index
  %v5 = arith.bitcast %v2 : i1 to i1
  %v6 = arith.extui %v3 : i1 to i64
  %v8 = arith.bitcast %v3 : i1 to i1
  return %v5, %v6, %v8 : i1, i64, i1
}

func.func @f27(%a: i3) -> (i3, i1, i8) {
  %k0 = arith.constant -1 : i3
  %k1 = arith.constant -1 : i3
  %v0 = arith.extsi %a : i3 to i65
  %v1 = arith.bitcast %v0 : i65 to i65
  %v2 = arith.index_castui %v1 : i65 to index
  %v3 = arith.index_cast %v2 : index to i16
  %v4 = arith.index_castui %v2 : index to i8
  %v5 = arith.index_castui %v1 : i65 to index
  %v6 = arith.trunci %v4 : i8 to i3
  %v7 = arith.trunci %k1 : i3 to i1
  %v8 = arith.trunci %v0 : i65 to i8
  return %v6, %v7, %v8 : i3, i1, i8
}

func.func @f28(%a: i128) -> (index, i128, index) {
  %k0 = arith.constant 1 : i128
  %k1 = arith.constant 90896854392561700231599101826211811801 : i128
  %v0 = arith.extsi %a : i128 to i200
  %v1 = arith.index_cast %k0 : i128 to index
  %v2 = arith.index_cast %k1 : i128 to index
  %v3 = arith.bitcast %k0 : i128 to i128
  %v4 = arith.index_cast %v0 : i200 to index
  return %v2, %v3, %v4 : index, i128, index
}

func.func @f29(%a: i64) -> (i128, i65, i65) {
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant -1 : i64
  %i0 = arith.constant 0 : index
  %v0 = arith.index_cast %i0 : index to i65
  %v1 = arith.extui %a : i64 to i128
  %v2 = arith.bitcast %v0 : i65 to i65
  %v3 = arith.extui %a : i64 to i65
  return %v1, %v2, %v3 : i128, i65, i65
}

func.func @f30(%a: i8) -> (index, index, i17) {
  %k0 = arith.constant -128 : i8
  %k1 = arith.constant 127 : i8
  %v0 = arith.trunci %a : i8 to i1
  %v1 = arith.index_castui %k1 : i8 to index
  %v2 = arith.index_cast %a : i8 to index
  %v3 = arith.extui %k1 : i8 to i17
  return %v1, %v2, %v3 : index, index, i17
}

func.func @f31(%a: vector<1xi17>) -> (vector<1xindex>, vector<1xindex>, vector<1xi65>) {
  %k0 = arith.constant dense<-65536> : vector<1xi17>
  %k1 = arith.constant dense<[-1]> : vector<1xi17>
  %i0 = arith.constant dense<-9223372036854775808> : vector<1xindex>
  %v0 = arith.trunci %k0 : vector<1xi17> to vector<1xi3>
  %v1 = arith.index_cast %k0 : vector<1xi17> to vector<1xindex>
  %v2 = arith.index_castui %k1 : vector<1xi17> to vector<1xindex>
  %v3 = arith.index_castui %i0 : vector<1xindex> to vector<1xi65>
  return %v1, %v2, %v3 : vector<1xindex>, vector<1xindex>, vector<1xi65>
}

func.func @f32(%a: vector<1xi8>) -> (vector<1xi1>, vector<1xindex>, vector<1xi8>) {
  %k0 = arith.constant dense<[0]> : vector<1xi8>
  %k1 = arith.constant dense<[-1]> : vector<1xi8>
  %v0 = arith.index_cast %k0 : vector<1xi8> to vector<1xindex>
  %v1 = arith.index_cast %k0 : vector<1xi8> to vector<1xindex>
  %v2 = arith.index_castui %v1 : vector<1xindex> to vector<1xi16>
  %v3 = arith.index_castui %k0 : vector<1xi8> to vector<1xindex>
  %v4 = arith.trunci %k1 : vector<1xi8> to vector<1xi1>
  %v5 = arith.trunci %v2 : vector<1xi16> to vector<1xi3>
  %v6 = arith.trunci %v5 : vector<1xi3> to vector<1xi1>
  %v7 = arith.index_cast %v5 : vector<1xi3> to vector<1xindex>
  %v8 = arith.bitcast %a : vector<1xi8> to vector<1xi8>
  return %v6, %v7, %v8 : vector<1xi1>, vector<1xindex>, vector<1xi8>
}

func.func @f33(%a: tensor<1xi64>) -> (tensor<1xi1>, tensor<1xi65>, tensor<1xi16>) {
  %k0 = arith.constant dense<[0]> : tensor<1xi64>
  %k1 = arith.constant dense<[-9223372036854775808]> : tensor<1xi64>
  %i0 = arith.constant dense<[0]> : tensor<1xindex>
  %v0 = arith.extsi %k1 : tensor<1xi64> to tensor<1xi65>
  %v1 = arith.trunci %k0 : tensor<1xi64> to tensor<1xi32>
  %v2 = arith.trunci %a : tensor<1xi64> to tensor<1xi3>
  %v3 = arith.trunci %a : tensor<1xi64> to tensor<1xi1>
  %v4 = arith.extui %a : tensor<1xi64> to tensor<1xi65>
  %v5 = arith.extsi %v2 : tensor<1xi3> to tensor<1xi16>
  return %v3, %v4, %v5 : tensor<1xi1>, tensor<1xi65>, tensor<1xi16>
}

func.func @f34(%a: tensor<2xi1>) -> (tensor<2xi128>, tensor<2xi16>, tensor<2xindex>) {
  %k0 = arith.constant dense<0> : tensor<2xi1>
  %k1 = arith.constant dense<[0, 0]> : tensor<2xi1>
  %v0 = arith.index_cast %k1 : tensor<2xi1> to tensor<2xindex>
  %v1 = arith.extsi %k1 : tensor<2xi1> to tensor<2xi32>
  %v2 = arith.extsi %v1 : tensor<2xi32> to tensor<2xi128>
  %v3 = arith.trunci %v1 : tensor<2xi32> to tensor<2xi16>
  %v4 = arith.index_castui %v3 : tensor<2xi16> to tensor<2xindex>
  return %v2, %v3, %v4 : tensor<2xi128>, tensor<2xi16>, tensor<2xindex>
}

func.func @f35(%a: tensor<1xi64>) -> (tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) {
  %k0 = arith.constant dense<-9223372036854775808> : tensor<1xi64>
  %k1 = arith.constant dense<1> : tensor<1xi64>
  %v0 = arith.trunci %k0 : tensor<1xi64> to tensor<1xi3>
  %v1 = arith.trunci %k0 : tensor<1xi64> to tensor<1xi16>
  %v2 = arith.index_cast %k1 : tensor<1xi64> to tensor<1xindex>
  %v3 = arith.index_cast %v2 : tensor<1xindex> to tensor<1xi8>
  %v4 = arith.trunci %v3 : tensor<1xi8> to tensor<1xi3>
  %v5 = arith.index_castui %k0 : tensor<1xi64> to tensor<1xindex>
  %v6 = arith.index_castui %v0 : tensor<1xi3> to tensor<1xindex>
  %v7 = arith.index_cast %v0 : tensor<1xi3> to tensor<1xindex>
  return %v5, %v6, %v7 : tensor<1xindex>, tensor<1xindex>, tensor<1xindex>
}

func.func @f36(%a: i17) -> (i64, i65, i17) {
  %k0 = arith.constant -65536 : i17
  %k1 = arith.constant 1 : i17
  %i0 = arith.constant -9223372036854775808 : index
  %v0 = arith.extui %k0 : i17 to i128
  %v1 = arith.trunci %v0 : i128 to i17
  %v2 = arith.index_cast %v1 : i17 to index
  %v3 = arith.index_cast %i0 : index to i65
  %v4 = arith.index_castui %i0 : index to i65
  %v5 = arith.index_cast %v4 : i65 to index
  %v6 = arith.extui %v1 : i17 to i64
  %v7 = arith.index_cast %v2 : index to i65
  %v8 = arith.index_cast %v2 : index to i17
  return %v6, %v7, %v8 : i64, i65, i17
}

func.func @f37(%a: i64) -> (index, i32, i32) {
  %k0 = arith.constant -9223372036854775808 : i64
  %k1 = arith.constant 0 : i64
  %v0 = arith.trunci %a : i64 to i17
  %v1 = arith.trunci %v0 : i17 to i8
  %v2 = arith.index_cast %k0 : i64 to index
  %v3 = arith.extui %k1 : i64 to i200
  %v4 = arith.extui %k1 : i64 to i128
  %v5 = arith.bitcast %k0 : i64 to i64
  %v6 = arith.index_castui %k0 : i64 to index
  %v7 = arith.trunci %k1 : i64 to i32
  %v8 = arith.bitcast %v7 : i32 to i32
  return %v6, %v7, %v8 : index, i32, i32
}

func.func @f38(%a: tensor<1xi16>) -> (tensor<1xi65>, tensor<1xi64>, tensor<1xi8>) {
  %k0 = arith.constant dense<-32768> : tensor<1xi16>
  %k1 = arith.constant dense<[-32768]> : tensor<1xi16>
  %i0 = arith.constant dense<-8353223107730629698> : tensor<1xindex>
  %v0 = arith.bitcast %k1 : tensor<1xi16> to tensor<1xi16>
  %v1 = arith.extui %k0 : tensor<1xi16> to tensor<1xi17>
  %v2 = arith.extui %v1 : tensor<1xi17> to tensor<1xi65>
  %v3 = arith.extui %v1 : tensor<1xi17> to tensor<1xi64>
  %v4 = arith.trunci %k1 : tensor<1xi16> to tensor<1xi8>
  return %v2, %v3, %v4 : tensor<1xi65>, tensor<1xi64>, tensor<1xi8>
}

func.func @f39(%a: i16) -> (index, index, i200) {
  %k0 = arith.constant -1 : i16
  %k1 = arith.constant 0 : i16
  %i0 = arith.constant 1205424705226779676 : index
  %v0 = arith.trunci %a : i16 to i3
  %v1 = arith.index_cast %k0 : i16 to index
  %v2 = arith.index_castui %i0 : index to i8
  %v3 = arith.index_castui %a : i16 to index
  %v4 = arith.index_cast %v2 : i8 to index
  %v5 = arith.index_cast %v4 : index to i200
  return %v3, %v4, %v5 : index, index, i200
}
