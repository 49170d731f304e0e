// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f0(%a0: vector<3xi64>, %a1: vector<3xi64>, %c: i1) -> (vector<3xi64>, vector<3xi64>, vector<3xi64>) {
  %k0 = arith.constant dense<[2748095539349416502, -2364995089329352458, 807245392750664142]> : vector<3xi64>
  %k1 = arith.constant dense<[1, -2039521562892790459, -1017601865735381429]> : vector<3xi64>
  %p = ub.poison : vector<3xi64>
  %v0 = arith.ceildivui %a1, %a1 : vector<3xi64>
  %v1 = arith.ceildivsi %a1, %p : vector<3xi64>
  %v2 = arith.xori %v0, %a1 : vector<3xi64>
  %v3 = arith.ceildivui %v0, %v1 : vector<3xi64>
  %b4 = arith.cmpi sge, %p, %a1 : vector<3xi64>
  %v4 = arith.select %b4, %p, %a1 : vector<3xi1>, vector<3xi64>
  %v5 = arith.addi %v4, %v4 : vector<3xi64>
  %v6 = arith.remsi %v0, %a1 : vector<3xi64>
  %v7 = arith.andi %p, %v2 : vector<3xi64>
  %v8 = arith.ceildivui %v2, %v6 : vector<3xi64>
  %v9 = arith.ori %a0, %v6 : vector<3xi64>
  return %v9, %v8, %v7 : vector<3xi64>, vector<3xi64>, vector<3xi64>
}

func.func @f1(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant -16053754110028473951711586008869253299 : i128
  %k1 = arith.constant -103268324413955875145950855867934201817 : i128
  %k2 = arith.constant -12860848390984544296494478485987924970 : i128
  %k3 = arith.constant 93782847316351360643244962319486727880 : i128
  %k4 = arith.constant 128 : i128
  %v0 = arith.select %c, %a0, %k1 : i128
  %b1 = arith.cmpi sge, %a1, %k1 : i128
  %v1 = arith.select %b1, %a1, %k1 : i128
  %v2 = arith.andi %k3, %k0 : i128
  %v3 = arith.remsi %v1, %a1 : i128
  %v4 = arith.muli %k2, %k0 : i128
  %v5 = arith.remsi %v4, %v4 : i128
  return %v5, %v4, %v3 : i128, i128, i128
}

func.func @f2(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %k1 = arith.constant -376941223614426145787186977015360206397261473325978943889272 : i200
  %v0 = arith.ori %a1, %k1 : i200
  %v1 = arith.divsi %k1, %k0 : i200
  %v2 = arith.maxsi %v0, %a1 : i200
  %v3 = arith.andi %k1, %v1 : i200
  %v4 = arith.xori %v0, %v3 : i200
  %b5 = arith.cmpi ugt, %a1, %v2 : i200
  %v5 = arith.select %b5, %a1, %v2 : i200
  %b6 = arith.cmpi slt, %v3, %v1 : i200
  %v6 = arith.select %b6, %v3, %v1 : i200
  %v7 = arith.maxui %v0, %v4 : i200
  %v8 = arith.select %c, %v1, %a1 : i200
  %v9 = arith.select %c, %v8, %v1 : i200
  return %v9, %v8, %v7 : i200, i200, i200
}

func.func @f3(%a0: vector<2xi1>, %a1: vector<2xi1>, %c: i1) -> (vector<2xi1>, vector<2xi1>, vector<2xi1>) {
  %k0 = arith.constant dense<[1, -1]> : vector<2xi1>
  %k1 = arith.constant dense<[0, -1]> : vector<2xi1>
  %k2 = arith.constant dense<-1> : vector<2xi1>
  %k3 = arith.constant dense<[-1, -1]> : vector<2xi1>
  %v0 = arith.shrui %a1, %k3 : vector<2xi1>
  %b1 = arith.cmpi slt, %k0, %k2 : vector<2xi1>
  %v1 = arith.select %b1, %k0, %k2 : vector<2xi1>, vector<2xi1>
  %v2 = arith.ori %k0, %k1 : vector<2xi1>
  %b3 = arith.cmpi ne, %v1, %k2 : vector<2xi1>
  %v3 = arith.select %b3, %v1, %k2 : vector<2xi1>, vector<2xi1>
  %v4 = arith.minui %v0, %k0 : vector<2xi1>
  %v5 = arith.select %c, %v3, %v2 : vector<2xi1>
  %v6 = arith.minui %v0, %k2 : vector<2xi1>
  %v7 = arith.addi %v4, %k2 : vector<2xi1>
  %v8 = arith.minui %v3, %v1 : vector<2xi1>
  %v9 = arith.ceildivui %k1, %v6 : vector<2xi1>
  return %v9, %v8, %v7 : vector<2xi1>, vector<2xi1>, vector<2xi1>
}

func.func @f4(%a0: tensor<1xi1>, %a1: tensor<1xi1>, %c: i1) -> (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) {
  %k0 = arith.constant dense<-1> : tensor<1xi1>
  %k1 = arith.constant dense<[0]> : tensor<1xi1>
  %k2 = arith.constant dense<0> : tensor<1xi1>
  %v0 = arith.ori %k0, %a0 : tensor<1xi1>
  %v1 = arith.divui %k0, %k1 : tensor<1xi1>
  %v2 = arith.subi %k2, %k0 : tensor<1xi1>
  %v3 = arith.remsi %k2, %a1 : tensor<1xi1>
  %v4 = arith.ori %v0, %k2 : tensor<1xi1>
  return %v4, %v3, %v2 : tensor<1xi1>, tensor<1xi1>, tensor<1xi1>
}

func.func @f5(%a0: tensor<2xi8>, %a1: tensor<2xi8>, %c: i1) -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
  %k0 = arith.constant dense<127> : tensor<2xi8>
  %k1 = arith.constant dense<[-60, 51]> : tensor<2xi8>
  %k2 = arith.constant dense<[67, -128]> : tensor<2xi8>
  %k3 = arith.constant dense<[38, 64]> : tensor<2xi8>
  %v0 = arith.xori %k1, %k3 : tensor<2xi8>
  %v1 = arith.minui %v0, %a1 : tensor<2xi8>
  %v2 = arith.remui %k2, %v1 : tensor<2xi8>
  %v3 = arith.shrsi %k3, %k2 : tensor<2xi8>
  %b4 = arith.cmpi eq, %k0, %v1 : tensor<2xi8>
  %v4 = arith.select %b4, %k0, %v1 : tensor<2xi1>, tensor<2xi8>
  return %v4, %v3, %v2 : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
}

func.func @f6(%a0: tensor<1xi3>, %a1: tensor<1xi3>, %c: i1) -> (tensor<1xi3>, tensor<1xi3>, tensor<1xi3>) {
  %k0 = arith.constant dense<3> : tensor<1xi3>
  %k1 = arith.constant dense<0> : tensor<1xi3>
  %k2 = arith.constant dense<-4> : tensor<1xi3>
  %k3 = arith.constant dense<1> : tensor<1xi3>
  %v0 = arith.maxsi %k2, %k1 : tensor<1xi3>
  %v1 = arith.divui %k2, %k3 : tensor<1xi3>
  %v2 = arith.remsi %k0, %k2 : tensor<1xi3>
  %v3 = arith.maxsi %k3, %k2 : tensor<1xi3>
  %v4 = arith.minsi %k3, %k3 : tensor<1xi3>
  %v5 = arith.maxui %a0, %k2 : tensor<1xi3>
  return %v5, %v4, %v3 : tensor<1xi3>, tensor<1xi3>, tensor<1xi3>
}

func.func @f7(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant 199 : i200
  %k1 = arith.constant 454937466052543959569332197233210791218756323065694315638021 : i200
  %k2 = arith.constant 588660309358272205559883906848322993082641080305208181452531 : i200
  %v0 = arith.select %c, %k0, %a1 : i200
  %v1 = arith.shrsi %v0, %k2 : i200
  %b2 = arith.cmpi ult, %k2, %a1 : i200
  %v2 = arith.select %b2, %k2, %a1 : i200
  %v3 = arith.floordivsi %a0, %a1 : i200
  %v4 = arith.addi %a1, %a1 : i200
  %v5 = arith.xori %v1, %a1 : i200
  %v6 = arith.divui %a0, %a1 : i200
  %v7 = arith.divsi %v5, %a1 : i200
  %b8 = arith.cmpi slt, %v6, %v2 : i200
  %v8 = arith.select %b8, %v6, %v2 : i200
  return %v8, %v7, %v6 : i200, i200, i200
}

func.func @f8(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant 1 : i8
  %k1 = arith.constant 0 : i8
  %k2 = arith.constant -92 : i8
  %v0 = arith.divsi %k1, %k2 : i8
  %v1 = arith.minui %a0, %k0 : i8
  %v2 = arith.ori %k0, %v0 : i8
  %b3 = arith.cmpi slt, %k0, %k2 : i8
  %v3 = arith.select %b3, %k0, %k2 : i8
  %v4 = arith.maxui %v3, %k2 : i8
  %v5 = arith.muli %k1, %k2 : i8
  %v6 = arith.maxsi %k2, %k2 : i8
  %b7 = arith.cmpi ule, %k1, %v0 : i8
  %v7 = arith.select %b7, %k1, %v0 : i8
  return %v7, %v6, %v5 : i8, i8, i8
}

func.func @f9(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant -157909322570438573415322781432712887762 : i128
  %k1 = arith.constant -88954881820383898564736667445687233804 : i128
  %b0 = arith.cmpi ugt, %a0, %a0 : i128
  %v0 = arith.select %b0, %a0, %a0 : i128
  %v1 = arith.shli %a0, %a1 : i128
  %v2 = arith.divui %a1, %v1 : i128
  %v3 = arith.ceildivsi %v1, %k1 : i128
  %v4 = arith.floordivsi %v2, %v1 : i128
  %v5 = arith.xori %v1, %v2 : i128
  %v6 = arith.shli %v1, %v0 : i128
  return %v6, %v5, %v4 : i128, i128, i128
}

func.func @f10(%a0: i65, %a1: i65, %c: i1) -> (i65, i65, i65) {
  %k0 = arith.constant -17279407205459680504 : i65
  %k1 = arith.constant 1 : i65
  %k2 = arith.constant 0 : i65
  %v0 = arith.shli %k0, %a0 : i65
  %v1 = arith.andi %k2, %k1 : i65
  %v2 = arith.divsi %a0, %a1 : i65
  %v3 = arith.xori %a1, %v0 : i65
  %v4 = arith.select %c, %v2, %k0 : i65
  %v5 = arith.ceildivui %a1, %k2 : i65
  %v6 = arith.select %c, %v5, %k1 : i65
  return %v6, %v5, %v4 : i65, i65, i65
}

func.func @f11(%a0: tensor<1xi1>, %a1: tensor<1xi1>, %c: i1) -> (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) {
  %k0 = arith.constant dense<[0]> : tensor<1xi1>
  %k1 = arith.constant dense<[-1]> : tensor<1xi1>
  %k2 = arith.constant dense<[0]> : tensor<1xi1>
  %k3 = arith.constant dense<[1]> : tensor<1xi1>
  %v0 = arith.minsi %k3, %a0 : tensor<1xi1>
  %v1 = arith.xori %a0, %k2 : tensor<1xi1>
  %b2 = arith.cmpi slt, %k3, %k2 : tensor<1xi1>
  %v2 = arith.select %b2, %k3, %k2 : tensor<1xi1>, tensor<1xi1>
  %v3 = arith.shrui %k2, %a1 : tensor<1xi1>
  %v4 = arith.ceildivsi %k1, %k0 : tensor<1xi1>
  return %v4, %v3, %v2 : tensor<1xi1>, tensor<1xi1>, tensor<1xi1>
}

func.func @f12(%a0: tensor<3xi1>, %a1: tensor<3xi1>, %c: i1) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %k0 = arith.constant dense<0> : tensor<3xi1>
  %k1 = arith.constant dense<[0, -1, 0]> : tensor<3xi1>
  %k2 = arith.constant dense<0> : tensor<3xi1>
  %k3 = arith.constant dense<[1, -1, 0]> : tensor<3xi1>
  %p = ub.poison : tensor<3xi1>
  %v0 = arith.subi %k0, %k3 : tensor<3xi1>
  %v1 = arith.select %c, %k1, %k0 : tensor<3xi1>
  %v2 = arith.maxui %p, %k1 : tensor<3xi1>
  %v3 = arith.muli %k3, %a1 : tensor<3xi1>
  %v4 = arith.muli %k0, %v2 : tensor<3xi1>
  %v5 = arith.select %c, %k1, %v2 : tensor<3xi1>
  %v6 = arith.shrsi %v1, %k3 : tensor<3xi1>
  %v7 = arith.maxsi %v5, %p : tensor<3xi1>
  %v8 = arith.remsi %v4, %a0 : tensor<3xi1>
  %v9 = arith.divsi %v0, %k1 : tensor<3xi1>
  return %v9, %v8, %v7 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

func.func @f13(%a0: tensor<2xindex>, %a1: tensor<2xindex>, %c: i1) -> (tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) {
  %k0 = arith.constant dense<0> : tensor<2xindex>
  %k1 = arith.constant dense<3067672018459895055> : tensor<2xindex>
  %k2 = arith.constant dense<5463577595442995372> : tensor<2xindex>
  %k3 = arith.constant dense<[1034570308225227460, 1378505531293749613]> : tensor<2xindex>
  %k4 = arith.constant dense<4206230106354119567> : tensor<2xindex>
  %v0 = arith.maxui %k4, %k1 : tensor<2xindex>
  %v1 = arith.ceildivui %a1, %k2 : tensor<2xindex>
  %v2 = arith.remsi %v0, %k3 : tensor<2xindex>
  %v3 = arith.addi %v1, %v1 : tensor<2xindex>
  %v4 = arith.ori %a0, %k0 : tensor<2xindex>
  %v5 = arith.addi %k2, %v2 : tensor<2xindex>
  return %v5, %v4, %v3 : tensor<2xindex>, tensor<2xindex>, tensor<2xindex>
}

func.func @f14(%a0: tensor<1xi17>, %a1: tensor<1xi17>, %c: i1) -> (tensor<1xi17>, tensor<1xi17>, tensor<1xi17>) {
  %k0 = arith.constant dense<-22730> : tensor<1xi17>
  %k1 = arith.constant dense<[-40555]> : tensor<1xi17>
  %k2 = arith.constant dense<-27779> : tensor<1xi17>
  %k3 = arith.constant dense<47043> : tensor<1xi17>
  %p = ub.poison : tensor<1xi17>
  %v0 = arith.minui %a1, %k1 : tensor<1xi17>
  %v1 = arith.ceildivui %v0, %a0 : tensor<1xi17>
  %v2 = arith.divui %v0, %a0 : tensor<1xi17>
  %v3 = arith.ceildivsi %p, %a0 : tensor<1xi17>
  %b4 = arith.cmpi sle, %a0, %v2 : tensor<1xi17>
  %v4 = arith.select %b4, %a0, %v2 : tensor<1xi1>, tensor<1xi17>
  %v5 = arith.shrui %k3, %p : tensor<1xi17>
  return %v5, %v4, %v3 : tensor<1xi17>, tensor<1xi17>, tensor<1xi17>
}

func.func @f15(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 28046 : i17
  %k1 = arith.constant -2213 : i17
  %k2 = arith.constant -462 : i17
  %v0 = arith.select %c, %a0, %k2 : i17
  %v1 = arith.divsi %k0, %a1 : i17
  %v2 = arith.select %c, %k1, %k1 : i17
  %v3 = arith.divui %k0, %v1 : i17
  %v4 = arith.select %c, %k2, %k1 : i17
  %v5 = arith.select %c, %v0, %v2 : i17
  %v6 = arith.muli %v3, %v4 : i17
  %v7 = arith.select %c, %v1, %v6 : i17
  %v8 = arith.minsi %v3, %v4 : i17
  return %v8, %v7, %v6 : i17, i17, i17
}

func.func @f16(%a0: tensor<1xi8>, %a1: tensor<1xi8>, %c: i1) -> (tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) {
  %k0 = arith.constant dense<[68]> : tensor<1xi8>
  %k1 = arith.constant dense<[76]> : tensor<1xi8>
  %k2 = arith.constant dense<-97> : tensor<1xi8>
  %k3 = arith.constant dense<[57]> : tensor<1xi8>
  %v0 = arith.remsi %k2, %a1 : tensor<1xi8>
  %v1 = arith.ori %a0, %a0 : tensor<1xi8>
  %v2 = arith.addi %v0, %k2 : tensor<1xi8>
  %v3 = arith.subi %k1, %a1 : tensor<1xi8>
  return %v3, %v2, %v1 : tensor<1xi8>, tensor<1xi8>, tensor<1xi8>
}

func.func @f17(%a0: vector<2xi3>, %a1: vector<2xi3>, %c: i1) -> (vector<2xi3>, vector<2xi3>, vector<2xi3>) {
  %k0 = arith.constant dense<0> : vector<2xi3>
  %k1 = arith.constant dense<2> : vector<2xi3>
  %k2 = arith.constant dense<3> : vector<2xi3>
  %v0 = arith.andi %a1, %k2 : vector<2xi3>
  %v1 = arith.maxui %a0, %v0 : vector<2xi3>
  %v2 = arith.divui %k0, %a1 : vector<2xi3>
  %v3 = arith.minui %k2, %k2 : vector<2xi3>
  %v4 = arith.shli %k0, %a1 : vector<2xi3>
  %v5 = arith.select %c, %k1, %a1 : vector<2xi3>
  %v6 = arith.maxui %v5, %v5 : vector<2xi3>
  %v7 = arith.shli %v1, %k1 : vector<2xi3>
  %v8 = arith.remsi %v4, %k1 : vector<2xi3>
  %v9 = arith.andi %a1, %v4 : vector<2xi3>
  return %v9, %v8, %v7 : vector<2xi3>, vector<2xi3>, vector<2xi3>
}

func.func @f18(%a0: tensor<1xi8>, %a1: tensor<1xi8>, %c: i1) -> (tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) {
  %k0 = arith.constant dense<-34> : tensor<1xi8>
  %k1 = arith.constant dense<-76> : tensor<1xi8>
  %k2 = arith.constant dense<[-89]> : tensor<1xi8>
  %p = ub.poison : tensor<1xi8>
  %v0 = arith.andi %k2, %a0 : tensor<1xi8>
  %v1 = arith.xori %k1, %p : tensor<1xi8>
  %b2 = arith.cmpi ne, %k1, %v1 : tensor<1xi8>
  %v2 = arith.select %b2, %k1, %v1 : tensor<1xi1>, tensor<1xi8>
  %v3 = arith.muli %k0, %a1 : tensor<1xi8>
  %v4 = arith.divui %p, %v3 : tensor<1xi8>
  %v5 = arith.ceildivui %v1, %p : tensor<1xi8>
  %v6 = arith.divui %v2, %v3 : tensor<1xi8>
  return %v6, %v5, %v4 : tensor<1xi8>, tensor<1xi8>, tensor<1xi8>
}

func.func @f19(%a0: i65, %a1: i65, %c: i1) -> (i65, i65, i65) {
  %k0 = arith.constant -1 : i65
  %k1 = arith.constant 65 : i65
  %k2 = arith.constant -16901249721598726526 : i65
  %v0 = arith.minui %a0, %a0 : i65
  %b1 = arith.cmpi eq, %a1, %v0 : i65
  %v1 = arith.select %b1, %a1, %v0 : i65
  %v2 = arith.muli %k0, %v0 : i65
  %v3 = arith.divui %k2, %a0 : i65
  %v4 = arith.select %c, %v0, %k1 : i65
  %b5 = arith.cmpi sgt, %v1, %k0 : i65
  %v5 = arith.select %b5, %v1, %k0 : i65
  %b6 = arith.cmpi uge, %v5, %a1 : i65
  %v6 = arith.select %b6, %v5, %a1 : i65
  %v7 = arith.muli %v1, %v0 : i65
  return %v7, %v6, %v5 : i65, i65, i65
}

func.func @f20(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant -145172736184604523142438793304226911973 : i128
  %k1 = arith.constant 0 : i128
  %k2 = arith.constant -86762750237261281133108428793827840378 : i128
  %k3 = arith.constant 105699985299314951128391792583341422806 : i128
  %k4 = arith.constant -170141183460469231731687303715884105728 : i128
  %v0 = arith.select %c, %a0, %a0 : i128
  %b1 = arith.cmpi eq, %k1, %v0 : i128
  %v1 = arith.select %b1, %k1, %v0 : i128
  %v2 = arith.minui %a1, %k2 : i128
  %b3 = arith.cmpi eq, %v0, %v1 : i128
  %v3 = arith.select %b3, %v0, %v1 : i128
  %v4 = arith.shli %k4, %v1 : i128
  %v5 = arith.select %c, %v3, %v3 : i128
  %v6 = arith.ceildivsi %v2, %a0 : i128
  return %v6, %v5, %v4 : i128, i128, i128
}

func.func @f21(%a0: tensor<3xi1>, %a1: tensor<3xi1>, %c: i1) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %k0 = arith.constant dense<[-1, -1, 0]> : tensor<3xi1>
  %k1 = arith.constant dense<[0, 0, 0]> : tensor<3xi1>
  %k2 = arith.constant dense<[0, 1, -1]> : tensor<3xi1>
  %k3 = arith.constant dense<0> : tensor<3xi1>
  %k4 = arith.constant dense<[1, -1, 0]> : tensor<3xi1>
  %v0 = arith.select %c, %k0, %k2 : tensor<3xi1>
  %v1 = arith.muli %v0, %k1 : tensor<3xi1>
  %b2 = arith.cmpi slt, %a0, %a0 : tensor<3xi1>
  %v2 = arith.select %b2, %a0, %a0 : tensor<3xi1>, tensor<3xi1>
  %v3 = arith.select %c, %a1, %k2 : tensor<3xi1>
  %v4 = arith.andi %v3, %k3 : tensor<3xi1>
  %v5 = arith.select %c, %k0, %k2 : tensor<3xi1>
  %v6 = arith.muli %v4, %v1 : tensor<3xi1>
  %v7 = arith.xori %a1, %v3 : tensor<3xi1>
  %v8 = arith.shrsi %k3, %v7 : tensor<3xi1>
  return %v8, %v7, %v6 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

func.func @f22(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %k1 = arith.constant 803469022129495137770981046170581301261101496891396417650687 : i200
  %k2 = arith.constant 803469022129495137770981046170581301261101496891396417650687 : i200
  %v0 = arith.floordivsi %a1, %k1 : i200
  %v1 = arith.remsi %k2, %a1 : i200
  %v2 = arith.subi %k2, %a1 : i200
  %v3 = arith.maxui %v0, %a0 : i200
  return %v3, %v2, %v1 : i200, i200, i200
}

func.func @f23(%a0: tensor<3xindex>, %a1: tensor<3xindex>, %c: i1) -> (tensor<3xindex>, tensor<3xindex>, tensor<3xindex>) {
  %k0 = arith.constant dense<[-6677628765664618800, -8444728278417839716, 4448573829841889057]> : tensor<3xindex>
  %k1 = arith.constant dense<-4568775749104865487> : tensor<3xindex>
  %p = ub.poison : tensor<3xindex>
  %v0 = arith.shrui %k0, %p : tensor<3xindex>
  %b1 = arith.cmpi slt, %a1, %p : tensor<3xindex>
  %v1 = arith.select %b1, %a1, %p : tensor<3xi1>, tensor<3xindex>
  %v2 = arith.maxui %v0, %k0 : tensor<3xindex>
  %v3 = arith.minui %v2, %a0 : tensor<3xindex>
  %v4 = arith.minsi %a0, %a0 : tensor<3xindex>
  %v5 = arith.minui %v1, %v3 : tensor<3xindex>
  %v6 = arith.maxui %v4, %k1 : tensor<3xindex>
  %b7 = arith.cmpi ne, %a1, %v6 : tensor<3xindex>
  %v7 = arith.select %b7, %a1, %v6 : tensor<3xi1>, tensor<3xindex>
  %v8 = arith.subi %v4, %a1 : tensor<3xindex>
  %v9 = arith.maxsi %v2, %p : tensor<3xindex>
  return %v9, %v8, %v7 : tensor<3xindex>, tensor<3xindex>, tensor<3xindex>
}

func.func @f24(%a0: vector<1xi3>, %a1: vector<1xi3>, %c: i1) -> (vector<1xi3>, vector<1xi3>, vector<1xi3>) {
  %k0 = arith.constant dense<[-1]> : vector<1xi3>
  %k1 = arith.constant dense<1> : vector<1xi3>
  %k2 = arith.constant dense<[3]> : vector<1xi3>
  %k3 = arith.constant dense<0> : vector<1xi3>
  %k4 = arith.constant dense<3> : vector<1xi3>
  %p = ub.poison : vector<1xi3>
  %b0 = arith.cmpi uge, %k4, %p : vector<1xi3>
  %v0 = arith.select %b0, %k4, %p : vector<1xi1>, vector<1xi3>
  %v1 = arith.ceildivsi %k4, %k0 : vector<1xi3>
  %v2 = arith.maxsi %p, %k0 : vector<1xi3>
  %v3 = arith.addi %v1, %k3 : vector<1xi3>
  %v4 = arith.shrsi %k2, %v1 : vector<1xi3>
  %v5 = arith.floordivsi %k1, %v0 : vector<1xi3>
  return %v5, %v4, %v3 : vector<1xi3>, vector<1xi3>, vector<1xi3>
}

func.func @f25(%a0: tensor<3xi8>, %a1: tensor<3xi8>, %c: i1) -> (tensor<3xi8>, tensor<3xi8>, tensor<3xi8>) {
  %k0 = arith.constant dense<[0, 127, 7]> : tensor<3xi8>
  %k1 = arith.constant dense<-84> : tensor<3xi8>
  %k2 = arith.constant dense<[7, 0, 8]> : tensor<3xi8>
  %k3 = arith.constant dense<-37> : tensor<3xi8>
  %p = ub.poison : tensor<3xi8>
  %v0 = arith.remui %k3, %k0 : tensor<3xi8>
  %v1 = arith.remsi %k3, %a1 : tensor<3xi8>
  %v2 = arith.shli %k3, %p : tensor<3xi8>
  %v3 = arith.ceildivui %k2, %a1 : tensor<3xi8>
  %v4 = arith.shli %a1, %v1 : tensor<3xi8>
  %v5 = arith.floordivsi %p, %a1 : tensor<3xi8>
  %v6 = arith.remsi %v2, %v1 : tensor<3xi8>
  %v7 = arith.andi %v3, %v1 : tensor<3xi8>
  return %v7, %v6, %v5 : tensor<3xi8>, tensor<3xi8>, tensor<3xi8>
}

func.func @f26(%a0: i65, %a1: i65, %c: i1) -> (i65, i65, i65) {
  %k0 = arith.constant 64 : i65
  %k1 = arith.constant -18446744073709551616 : i65
  %k2 = arith.constant 10011510701869074025 : i65
  %k3 = arith.constant -17724475231478145687 : i65
  %k4 = arith.constant -1508272671962694947 : i65
  %v0 = arith.maxsi %a1, %k0 : i65
  %v1 = arith.shrui %k2, %a0 : i65
  %v2 = arith.remui %v1, %v1 : i65
  %v3 = arith.shrsi %k2, %v0 : i65
  %v4 = arith.divsi %v2, %a1 : i65
  %v5 = arith.divui %v0, %v4 : i65
  %v6 = arith.floordivsi %k1, %k0 : i65
  %v7 = arith.shrui %a1, %v4 : i65
  %v8 = arith.ceildivui %v0, %v6 : i65
  return %v8, %v7, %v6 : i65, i65, i65
}

func.func @f27(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant -143605720216446908748539727961340841345118922184869950902486 : i200
  %k1 = arith.constant 771094267722982586484812452589275796886660669111783433366337 : i200
  %k2 = arith.constant -619337814791950475076133987352846602441776253264249735551044 : i200
  %k3 = arith.constant 195592058572304949094054943342461699684462477169113928141448 : i200
  %v0 = arith.shrui %k1, %k2 : i200
  %v1 = arith.maxsi %k3, %k2 : i200
  %v2 = arith.minsi %a0, %k0 : i200
  %v3 = arith.shrsi %a0, %v2 : i200
  %v4 = arith.select %c, %k3, %a0 : i200
  %v5 = arith.divui %a0, %v1 : i200
  %v6 = arith.maxsi %k0, %k0 : i200
  return %v6, %v5, %v4 : i200, i200, i200
}

func.func @f28(%a0: tensor<3xi17>, %a1: tensor<3xi17>, %c: i1) -> (tensor<3xi17>, tensor<3xi17>, tensor<3xi17>) {
  %k0 = arith.constant dense<-5504> : tensor<3xi17>
  %k1 = arith.constant dense<[-11791, -47988, 32286]> : tensor<3xi17>
  %v0 = arith.maxui %a0, %k0 : tensor<3xi17>
  %v1 = arith.remui %k1, %a0 : tensor<3xi17>
  %v2 = arith.shli %a0, %a1 : tensor<3xi17>
  %v3 = arith.ceildivsi %a0, %a1 : tensor<3xi17>
  %v4 = arith.shrsi %v3, %v3 : tensor<3xi17>
  %v5 = arith.addi %v4, %a1 : tensor<3xi17>
  return %v5, %v4, %v3 : tensor<3xi17>, tensor<3xi17>, tensor<3xi17>
}

func.func @f29(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant -482075314691307243782636594935558657095333541280605674010961 : i200
  %k1 = arith.constant -696737616345690623870830467454967695612866469303099454761050 : i200
  %k2 = arith.constant -267458236699924655015787933095380783226744651721894270254436 : i200
  %k3 = arith.constant -381540903000093607789127955328337041386936374027806773062989 : i200
  %k4 = arith.constant 660815033710609934226744945944543188339285571491814297607682 : i200
  %v0 = arith.remui %k4, %k4 : i200
  %v1 = arith.select %c, %k1, %k4 : i200
  %v2 = arith.select %c, %k4, %v1 : i200
  %b3 = arith.cmpi sle, %v0, %k1 : i200
  %v3 = arith.select %b3, %v0, %k1 : i200
  %v4 = arith.subi %k2, %v3 : i200
  return %v4, %v3, %v2 : i200, i200, i200
}

func.func @f30(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 47972 : i17
  %k1 = arith.constant -27823 : i17
  %v0 = arith.divui %a1, %k1 : i17
  %v1 = arith.andi %v0, %k1 : i17
  %v2 = arith.divsi %a0, %k1 : i17
  %v3 = arith.minui %a0, %v1 : i17
  %v4 = arith.minsi %v3, %v0 : i17
  return %v4, %v3, %v2 : i17, i17, i17
}

func.func @f31(%a0: vector<3xi200>, %a1: vector<3xi200>, %c: i1) -> (vector<3xi200>, vector<3xi200>, vector<3xi200>) {
  %k0 = arith.constant dense<141111593114983109850242002850820537012894648495012203554661> : vector<3xi200>
  %k1 = arith.constant dense<504209946754543468998034338245258287232631983134780276034378> : vector<3xi200>
  %k2 = arith.constant dense<759784742026240587176644270420881994027412380981416645168397> : vector<3xi200>
  %k3 = arith.constant dense<[644131443719673489975698217810147464663941640565806613644441, 134182703024021964419562762503861596656178728043721848295750, 678579401313750519062674676792494107270454875921431581694309]> : vector<3xi200>
  %k4 = arith.constant dense<118571064907480838375332254020560162473745144902528688263880> : vector<3xi200>
  %v0 = arith.select %c, %k2, %k2 : vector<3xi200>
  %v1 = arith.shli %a1, %v0 : vector<3xi200>
  %v2 = arith.divui %k4, %k4 : vector<3xi200>
  %v3 = arith.subi %v0, %k3 : vector<3xi200>
  %v4 = arith.minui %k3, %k4 : vector<3xi200>
  %b5 = arith.cmpi eq, %a1, %k0 : vector<3xi200>
  %v5 = arith.select %b5, %a1, %k0 : vector<3xi1>, vector<3xi200>
  %v6 = arith.subi %v4, %k2 : vector<3xi200>
  return %v6, %v5, %v4 : vector<3xi200>, vector<3xi200>, vector<3xi200>
}

func.func @f32(%a0: i3, %a1: i3, %c: i1) -> (i3, i3, i3) {
  %k0 = arith.constant -1 : i3
  %k1 = arith.constant 3 : i3
  %v0 = arith.maxsi %a1, %k0 : i3
  %v1 = arith.xori %v0, %v0 : i3
  %v2 = arith.select %c, %v0, %k1 : i3
  %v3 = arith.select %c, %a1, %k0 : i3
  %v4 = arith.divui %v1, %a1 : i3
  %v5 = arith.andi %v0, %v1 : i3
  %b6 = arith.cmpi ult, %a1, %v2 : i3
  %v6 = arith.select %b6, %a1, %v2 : i3
  return %v6, %v5, %v4 : i3, i3, i3
}

func.func @f33(%a0: vector<1xi200>, %a1: vector<1xi200>, %c: i1) -> (vector<1xi200>, vector<1xi200>, vector<1xi200>) {
  %k0 = arith.constant dense<[520898165421563227564035957003656877327824342577313913575010]> : vector<1xi200>
  %k1 = arith.constant dense<-688107429441293156192795383575483145413597817181214738353595> : vector<1xi200>
  %k2 = arith.constant dense<803469022129495137770981046170581301261101496891396417650687> : vector<1xi200>
  %v0 = arith.select %c, %k2, %a0 : vector<1xi200>
  %b1 = arith.cmpi ne, %k2, %k0 : vector<1xi200>
  %v1 = arith.select %b1, %k2, %k0 : vector<1xi1>, vector<1xi200>
  %v2 = arith.ceildivui %k2, %k0 : vector<1xi200>
  %v3 = arith.select %c, %a0, %a0 : vector<1xi200>
  %v4 = arith.shrsi %a0, %k2 : vector<1xi200>
  %v5 = arith.andi %a0, %k1 : vector<1xi200>
  %v6 = arith.select %c, %k1, %v0 : vector<1xi200>
  return %v6, %v5, %v4 : vector<1xi200>, vector<1xi200>, vector<1xi200>
}

func.func @f34(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant 281105233528598968949814949911996751410006953243146807428774 : i200
  %k1 = arith.constant 1 : i200
  %v0 = arith.shrsi %a1, %a1 : i200
  %v1 = arith.select %c, %k0, %k1 : i200
  %v2 = arith.select %c, %a0, %v1 : i200
  %v3 = arith.ceildivsi %v2, %v0 : i200
  %v4 = arith.shrsi %a1, %v0 : i200
  %v5 = arith.shrui %v0, %a0 : i200
  return %v5, %v4, %v3 : i200, i200, i200
}

func.func @f35(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant 35 : i8
  %k1 = arith.constant 121 : i8
  %p = ub.poison : i8
  %v0 = arith.maxsi %p, %k0 : i8
  %v1 = arith.ceildivsi %k0, %k0 : i8
  %v2 = arith.select %c, %v1, %p : i8
  %v3 = arith.minsi %k0, %a0 : i8
  %v4 = arith.minsi %k1, %a0 : i8
  %v5 = arith.ceildivsi %k1, %k1 : i8
  %v6 = arith.ceildivsi %v5, %v4 : i8
  %v7 = arith.ceildivsi %v6, %k0 : i8
  %v8 = arith.select %c, %k0, %a1 : i8
  return %v8, %v7, %v6 : i8, i8, i8
}

func.func @f36(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant 163294748414485483519905970917129950358594397983859332569303 : i200
  %k1 = arith.constant 1 : i200
  %k2 = arith.constant 708296551339533035398355339259211773806560107580480220013529 : i200
  %k3 = arith.constant 478799608045682075374326483032004675726563872685494600365892 : i200
  %v0 = arith.divui %k0, %k0 : i200
  %v1 = arith.floordivsi %a0, %k2 : i200
  %b2 = arith.cmpi sgt, %v0, %v1 : i200
  %v2 = arith.select %b2, %v0, %v1 : i200
  %v3 = arith.divsi %v0, %v1 : i200
  %v4 = arith.subi %v1, %v2 : i200
  %v5 = arith.select %c, %v0, %v3 : i200
  return %v5, %v4, %v3 : i200, i200, i200
}

func.func @f37(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant 0 : i1
  %k1 = arith.constant 0 : i1
  %k2 = arith.constant 0 : i1
  %k3 = arith.constant 0 : i1
  %v0 = arith.ceildivui %k1, %k2 : i1
  %v1 = arith.select %c, %k1, %k1 : i1
  %b2 = arith.cmpi sle, %v1, %k1 : i1
  %v2 = arith.select %b2, %v1, %k1 : i1
  %v3 = arith.muli %k1, %k0 : i1
  %v4 = arith.maxui %v1, %v1 : i1
  return %v4, %v3, %v2 : i1, i1, i1
}

func.func @f38(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant 0 : i1
  %k1 = arith.constant 0 : i1
  %k2 = arith.constant 0 : i1
  %k3 = arith.constant -1 : i1
  %k4 = arith.constant 0 : i1
  %v0 = arith.select %c, %k1, %k2 : i1
  %b1 = arith.cmpi slt, %k3, %k1 : i1
  %v1 = arith.select %b1, %k3, %k1 : i1
  %v2 = arith.andi %v0, %v1 : i1
  %v3 = arith.addi %v2, %k3 : i1
  %v4 = arith.ceildivsi %a0, %k1 : i1
  %v5 = arith.remsi %k2, %k2 : i1
  return %v5, %v4, %v3 : i1, i1, i1
}

func.func @f39(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 59458 : i17
  %k1 = arith.constant 65535 : i17
  %v0 = arith.divsi %k0, %a0 : i17
  %v1 = arith.ori %k0, %a1 : i17
  %v2 = arith.select %c, %k0, %a0 : i17
  %v3 = arith.divui %k1, %k0 : i17
  %v4 = arith.divsi %v0, %a0 : i17
  %v5 = arith.shrui %a1, %a1 : i17
  return %v5, %v4, %v3 : i17, i17, i17
}
