// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f0(%a0: tensor<2xi1>, %a1: tensor<2xi1>, %c: i1) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %k0 = arith.constant dense<-1> : tensor<2xi1>
  %k1 = arith.constant dense<[-1, 0]> : tensor<2xi1>
  %b0 = arith.cmpi slt, %a0, %k1 : tensor<2xi1>
  %v0 = arith.select %b0, %a0, %k1 : tensor<2xi1>, tensor<2xi1>
  %v1 = arith.remsi %k1, %k1 : tensor<2xi1>
  %v2 = arith.select %c, %k0, %k1 : tensor<2xi1>
  %v3 = arith.ori %k0, %v1 : tensor<2xi1>
  %v4 = arith.minui %k1, %v3 : tensor<2xi1>
  %v5 = arith.divsi %a0, %k1 : tensor<2xi1>
  %v6 = arith.ori %v0, %v4 : tensor<2xi1>
  %v7 = arith.select %c, %k1, %v1 : tensor<2xi1>
  %v8 = arith.shrsi %v3, %v2 : tensor<2xi1>
  return %v8, %v7, %v6 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

func.func @f1(%a0: vector<3xi3>, %a1: vector<3xi3>, %c: i1) -> (vector<3xi3>, vector<3xi3>, vector<3xi3>) {
  %k0 = arith.constant dense<[-1, 3, -3]> : vector<3xi3>
  %k1 = arith.constant dense<[-2, 1, -2]> : vector<3xi3>
  %k2 = arith.constant dense<-3> : vector<3xi3>
  %v0 = arith.shli %k0, %k1 : vector<3xi3>
  %v1 = arith.divsi %v0, %k0 : vector<3xi3>
  %v2 = arith.divui %a1, %v1 : vector<3xi3>
  %v3 = arith.ceildivui %k2, %k0 : vector<3xi3>
  %v4 = arith.select %c, %v2, %v0 : vector<3xi3>
  %v5 = arith.maxui %k1, %a0 : vector<3xi3>
  %v6 = arith.floordivsi %v0, %v0 : vector<3xi3>
  %v7 = arith.minsi %v2, %v1 : vector<3xi3>
  %v8 = arith.floordivsi %v2, %v5 : vector<3xi3>
  %v9 = arith.shrsi %k2, %v3 : vector<3xi3>
  return %v9, %v8, %v7 : vector<3xi3>, vector<3xi3>, vector<3xi3>
}

func.func @f2(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant 317526783567057736562905558696344276778961989283081535787198 : i200
  %k1 = arith.constant 602619533462893149769311168437108109213376141515879074950155 : i200
  %k2 = arith.constant 656636453837220507742656904470071854077083143703845693184291 : i200
  %k3 = arith.constant 130050515218917907543264063348764341277429425423769451170423 : i200
  %k4 = arith.constant 732349467711664789329917810721511476743204182124999584829899 : i200
  %p = ub.poison : i200
  %v0 = arith.ceildivui %k1, %k3 : i200
  %v1 = arith.ceildivsi %k1, %k4 : i200
  %b2 = arith.cmpi ugt, %k2, %p : i200
  %v2 = arith.select %b2, %k2, %p : i200
  %v3 = arith.maxui %p, %v2 : i200
  %v4 = arith.divui %v1, %k3 : i200
  %v5 = arith.ceildivsi %v2, %a0 : i200
  %v6 = arith.xori %k4, %v5 : i200
  %v7 = arith.select %c, %v2, %k1 : i200
  return %v7, %v6, %v5 : i200, i200, i200
}

func.func @f3(%a0: tensor<1xi3>, %a1: tensor<1xi3>, %c: i1) -> (tensor<1xi3>, tensor<1xi3>, tensor<1xi3>) {
  %k0 = arith.constant dense<2> : tensor<1xi3>
  %k1 = arith.constant dense<[0]> : tensor<1xi3>
  %v0 = arith.shrui %k0, %k1 : tensor<1xi3>
  %v1 = arith.shrsi %k0, %k0 : tensor<1xi3>
  %b2 = arith.cmpi ule, %k1, %v0 : tensor<1xi3>
  %v2 = arith.select %b2, %k1, %v0 : tensor<1xi1>, tensor<1xi3>
  %v3 = arith.ori %v0, %v1 : tensor<1xi3>
  %v4 = arith.select %c, %v2, %k0 : tensor<1xi3>
  %b5 = arith.cmpi uge, %v2, %a1 : tensor<1xi3>
  %v5 = arith.select %b5, %v2, %a1 : tensor<1xi1>, tensor<1xi3>
  return %v5, %v4, %v3 : tensor<1xi3>, tensor<1xi3>, tensor<1xi3>
}

func.func @f4(%a0: i64, %a1: i64, %c: i1) -> (i64, i64, i64) {
  %k0 = arith.constant 9223372036854775807 : i64
  %k1 = arith.constant 1950572674434875893 : i64
  %k2 = arith.constant -1 : i64
  %k3 = arith.constant 63 : i64
  %v0 = arith.shli %k3, %a0 : i64
  %v1 = arith.minsi %k2, %k1 : i64
  %v2 = arith.minsi %k1, %k3 : i64
  %v3 = arith.minsi %k3, %a0 : i64
  return %v3, %v2, %v1 : i64, i64, i64
}

func.func @f5(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant -1 : i1
  %k1 = arith.constant 0 : i1
  %k2 = arith.constant 0 : i1
  %k3 = arith.constant -1 : i1
  %v0 = arith.ori %k2, %k2 : i1
  %v1 = arith.ori %k1, %k2 : i1
  %v2 = arith.minui %v1, %v1 : i1
  %v3 = arith.ori %v1, %k0 : i1
  return %v3, %v2, %v1 : i1, i1, i1
}

func.func @f6(%a0: vector<3xi128>, %a1: vector<3xi128>, %c: i1) -> (vector<3xi128>, vector<3xi128>, vector<3xi128>) {
  %k0 = arith.constant dense<128> : vector<3xi128>
  %k1 = arith.constant dense<156617064736391067938602319341054949365> : vector<3xi128>
  %k2 = arith.constant dense<[1, 1, -170141183460469231731687303715884105728]> : vector<3xi128>
  %k3 = arith.constant dense<127> : vector<3xi128>
  %k4 = arith.constant dense<88317012144320316845110741283671100654> : vector<3xi128>
  %v0 = arith.andi %k4, %k1 : vector<3xi128>
  %v1 = arith.select %c, %k0, %k0 : vector<3xi128>
  %v2 = arith.maxsi %k4, %k0 : vector<3xi128>
  %v3 = arith.xori %k4, %a1 : vector<3xi128>
  %b4 = arith.cmpi ne, %a1, %k1 : vector<3xi128>
  %v4 = arith.select %b4, %a1, %k1 : vector<3xi1>, vector<3xi128>
  return %v4, %v3, %v2 : vector<3xi128>, vector<3xi128>, vector<3xi128>
}

func.func @f7(%a0: vector<3xi128>, %a1: vector<3xi128>, %c: i1) -> (vector<3xi128>, vector<3xi128>, vector<3xi128>) {
  %k0 = arith.constant dense<[-92246766556107015736942624170591369419, -72371682600863087414148264501198361092, 1]> : vector<3xi128>
  %k1 = arith.constant dense<[105903102621883579885898392608242057552, 127, 77242137739815173395057269298289097235]> : vector<3xi128>
  %k2 = arith.constant dense<-163724032823152339649650664680699854159> : vector<3xi128>
  %k3 = arith.constant dense<-86300981174607623674448498049866505276> : vector<3xi128>
  %v0 = arith.divsi %k2, %a0 : vector<3xi128>
  %v1 = arith.subi %a0, %v0 : vector<3xi128>
  %v2 = arith.xori %k0, %a1 : vector<3xi128>
  %v3 = arith.minui %v0, %k0 : vector<3xi128>
  %v4 = arith.ceildivui %a0, %v2 : vector<3xi128>
  %v5 = arith.shrui %v0, %v3 : vector<3xi128>
  %v6 = arith.xori %k0, %a0 : vector<3xi128>
  %v7 = arith.ori %v1, %v5 : vector<3xi128>
  return %v7, %v6, %v5 : vector<3xi128>, vector<3xi128>, vector<3xi128>
}

func.func @f8(%a0: i3, %a1: i3, %c: i1) -> (i3, i3, i3) {
  %k0 = arith.constant 3 : i3
  %k1 = arith.constant -1 : i3
  %k2 = arith.constant -4 : i3
  %k3 = arith.constant -3 : i3
  %v0 = arith.minsi %k0, %a0 : i3
  %v1 = arith.shli %v0, %k2 : i3
  %v2 = arith.select %c, %k0, %a0 : i3
  %v3 = arith.maxui %a0, %k1 : i3
  %v4 = arith.shli %k0, %k2 : i3
  %v5 = arith.maxsi %a0, %k3 : i3
  return %v5, %v4, %v3 : i3, i3, i3
}

func.func @f9(%a0: tensor<2xi3>, %a1: tensor<2xi3>, %c: i1) -> (tensor<2xi3>, tensor<2xi3>, tensor<2xi3>) {
  %k0 = arith.constant dense<[3, 3]> : tensor<2xi3>
  %k1 = arith.constant dense<[-2, 3]> : tensor<2xi3>
  %k2 = arith.constant dense<2> : tensor<2xi3>
  %k3 = arith.constant dense<-1> : tensor<2xi3>
  %k4 = arith.constant dense<2> : tensor<2xi3>
  %p = ub.poison : tensor<2xi3>
  %b0 = arith.cmpi eq, %k3, %k0 : tensor<2xi3>
  %v0 = arith.select %b0, %k3, %k0 : tensor<2xi1>, tensor<2xi3>
  %v1 = arith.maxsi %k3, %v0 : tensor<2xi3>
  %v2 = arith.subi %v1, %a1 : tensor<2xi3>
  %v3 = arith.shli %a0, %k3 : tensor<2xi3>
  %v4 = arith.muli %p, %v1 : tensor<2xi3>
  %v5 = arith.shrui %k3, %v4 : tensor<2xi3>
  %v6 = arith.divsi %k0, %v3 : tensor<2xi3>
  %v7 = arith.select %c, %k4, %v0 : tensor<2xi3>
  %v8 = arith.divsi %k4, %p : tensor<2xi3>
  return %v8, %v7, %v6 : tensor<2xi3>, tensor<2xi3>, tensor<2xi3>
}

func.func @f10(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant 53357987416897588065324623892412827875 : i128
  %k1 = arith.constant 148983403772749342853909773485742227485 : i128
  %k2 = arith.constant -5245472974248668217422652867932468114 : i128
  %k3 = arith.constant -73568441703431677557859332008302593079 : i128
  %k4 = arith.constant 127 : i128
  %p = ub.poison : i128
  %v0 = arith.shrui %a1, %a1 : i128
  %v1 = arith.maxui %a1, %k4 : i128
  %v2 = arith.maxui %a0, %v0 : i128
  %v3 = arith.shli %p, %a1 : i128
  %b4 = arith.cmpi sle, %k4, %p : i128
  %v4 = arith.select %b4, %k4, %p : i128
  %v5 = arith.shrui %a0, %p : i128
  %v6 = arith.shli %v3, %p : i128
  %v7 = arith.shrui %v2, %k0 : i128
  %v8 = arith.minsi %v7, %v7 : i128
  %v9 = arith.minui %v1, %v6 : i128
  return %v9, %v8, %v7 : i128, i128, i128
}

func.func @f11(%a0: vector<3xi1>, %a1: vector<3xi1>, %c: i1) -> (vector<3xi1>, vector<3xi1>, vector<3xi1>) {
  %k0 = arith.constant dense<-1> : vector<3xi1>
  %k1 = arith.constant dense<[0, 0, 0]> : vector<3xi1>
  %k2 = arith.constant dense<[0, 0, 0]> : vector<3xi1>
  %k3 = arith.constant dense<0> : vector<3xi1>
  %k4 = arith.constant dense<-1> : vector<3xi1>
  %v0 = arith.subi %a1, %k0 : vector<3xi1>
  %v1 = arith.maxsi %k1, %a1 : vector<3xi1>
  %v2 = arith.ori %v0, %k2 : vector<3xi1>
  %v3 = arith.minui %k4, %k3 : vector<3xi1>
  %v4 = arith.select %c, %k4, %a0 : vector<3xi1>
  %v5 = arith.ori %v3, %v4 : vector<3xi1>
  return %v5, %v4, %v3 : vector<3xi1>, vector<3xi1>, vector<3xi1>
}

func.func @f12(%a0: tensor<2xi200>, %a1: tensor<2xi200>, %c: i1) -> (tensor<2xi200>, tensor<2xi200>, tensor<2xi200>) {
  %k0 = arith.constant dense<460490451760082888551801567230219226850899868388964808886740> : tensor<2xi200>
  %k1 = arith.constant dense<1> : tensor<2xi200>
  %k2 = arith.constant dense<[-522910840689525879005352183380304663362652375970478469853901, 200]> : tensor<2xi200>
  %k3 = arith.constant dense<-384709139166113887391552210320701541762012094369030553157321> : tensor<2xi200>
  %v0 = arith.subi %k2, %k3 : tensor<2xi200>
  %v1 = arith.ceildivui %k2, %k3 : tensor<2xi200>
  %v2 = arith.minui %v0, %a0 : tensor<2xi200>
  %v3 = arith.andi %k1, %k3 : tensor<2xi200>
  %v4 = arith.select %c, %v3, %k0 : tensor<2xi200>
  %v5 = arith.select %c, %v1, %k1 : tensor<2xi200>
  %v6 = arith.divui %v1, %v2 : tensor<2xi200>
  %v7 = arith.muli %v2, %v5 : tensor<2xi200>
  %v8 = arith.muli %a1, %v5 : tensor<2xi200>
  %v9 = arith.andi %k2, %v5 : tensor<2xi200>
  return %v9, %v8, %v7 : tensor<2xi200>, tensor<2xi200>, tensor<2xi200>
}

func.func @f13(%a0: vector<2xi64>, %a1: vector<2xi64>, %c: i1) -> (vector<2xi64>, vector<2xi64>, vector<2xi64>) {
  %k0 = arith.constant dense<[4974969525386924911, 2192572745590449180]> : vector<2xi64>
  %k1 = arith.constant dense<1> : vector<2xi64>
  %k2 = arith.constant dense<0> : vector<2xi64>
  %v0 = arith.shrui %a1, %a0 : vector<2xi64>
  %v1 = arith.subi %k2, %a0 : vector<2xi64>
  %v2 = arith.shli %v1, %k2 : vector<2xi64>
  %v3 = arith.remsi %k2, %v0 : vector<2xi64>
  %v4 = arith.ori %v2, %v0 : vector<2xi64>
  %v5 = arith.ori %k2, %k2 : vector<2xi64>
  %v6 = arith.remui %v3, %a1 : vector<2xi64>
  %v7 = arith.shli %v0, %v2 : vector<2xi64>
  %v8 = arith.divsi %k2, %a1 : vector<2xi64>
  return %v8, %v7, %v6 : vector<2xi64>, vector<2xi64>, vector<2xi64>
}

func.func @f14(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant 8 : i8
  %k1 = arith.constant 1 : i8
  %k2 = arith.constant -63 : i8
  %k3 = arith.constant 7 : i8
  %v0 = arith.subi %k2, %a1 : i8
  %v1 = arith.ori %k0, %k1 : i8
  %v2 = arith.ceildivsi %k2, %a1 : i8
  %v3 = arith.muli %k3, %a1 : i8
  %v4 = arith.maxui %k1, %v1 : i8
  %v5 = arith.remui %v3, %v3 : i8
  %v6 = arith.maxsi %k2, %a0 : i8
  %v7 = arith.shrui %v5, %k3 : i8
  return %v7, %v6, %v5 : i8, i8, i8
}

func.func @f15(%a0: vector<2xi1>, %a1: vector<2xi1>, %c: i1) -> (vector<2xi1>, vector<2xi1>, vector<2xi1>) {
  %k0 = arith.constant dense<-1> : vector<2xi1>
  %k1 = arith.constant dense<[-1, 0]> : vector<2xi1>
  %k2 = arith.constant dense<-1> : vector<2xi1>
  %k3 = arith.constant dense<0> : vector<2xi1>
  %k4 = arith.constant dense<[0, 0]> : vector<2xi1>
  %v0 = arith.ceildivui %k2, %k0 : vector<2xi1>
  %v1 = arith.ceildivui %k1, %a1 : vector<2xi1>
  %v2 = arith.ceildivsi %k3, %v0 : vector<2xi1>
  %v3 = arith.minsi %v2, %v0 : vector<2xi1>
  %v4 = arith.maxsi %v1, %k2 : vector<2xi1>
  %v5 = arith.divui %v1, %v2 : vector<2xi1>
  %v6 = arith.remsi %v3, %v5 : vector<2xi1>
  %b7 = arith.cmpi ult, %k2, %a0 : vector<2xi1>
  %v7 = arith.select %b7, %k2, %a0 : vector<2xi1>, vector<2xi1>
  %b8 = arith.cmpi eq, %k0, %k4 : vector<2xi1>
  %v8 = arith.select %b8, %k0, %k4 : vector<2xi1>, vector<2xi1>
  %v9 = arith.addi %v6, %a0 : vector<2xi1>
  return %v9, %v8, %v7 : vector<2xi1>, vector<2xi1>, vector<2xi1>
}

func.func @f16(%a0: vector<2xi8>, %a1: vector<2xi8>, %c: i1) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %k0 = arith.constant dense<[119, 46]> : vector<2xi8>
  %k1 = arith.constant dense<[-110, -124]> : vector<2xi8>
  %k2 = arith.constant dense<[1, 8]> : vector<2xi8>
  %p = ub.poison : vector<2xi8>
  %v0 = arith.addi %k1, %k0 : vector<2xi8>
  %v1 = arith.minsi %a1, %k2 : vector<2xi8>
  %v2 = arith.select %c, %p, %a0 : vector<2xi8>
  %v3 = arith.xori %v2, %v1 : vector<2xi8>
  %v4 = arith.muli %k0, %v1 : vector<2xi8>
  %v5 = arith.shrsi %k0, %v1 : vector<2xi8>
  %v6 = arith.remsi %a0, %v1 : vector<2xi8>
  return %v6, %v5, %v4 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

func.func @f17(%a0: vector<1xi1>, %a1: vector<1xi1>, %c: i1) -> (vector<1xi1>, vector<1xi1>, vector<1xi1>) {
  %k0 = arith.constant dense<0> : vector<1xi1>
  %k1 = arith.constant dense<[0]> : vector<1xi1>
  %p = ub.poison : vector<1xi1>
  %v0 = arith.muli %k1, %a0 : vector<1xi1>
  %b1 = arith.cmpi ult, %k0, %a0 : vector<1xi1>
  %v1 = arith.select %b1, %k0, %a0 : vector<1xi1>, vector<1xi1>
  %v2 = arith.select %c, %k0, %p : vector<1xi1>
  %v3 = arith.remui %p, %v1 : vector<1xi1>
  %b4 = arith.cmpi ugt, %a0, %v3 : vector<1xi1>
  %v4 = arith.select %b4, %a0, %v3 : vector<1xi1>, vector<1xi1>
  %v5 = arith.muli %k1, %v3 : vector<1xi1>
  %v6 = arith.remui %v3, %v0 : vector<1xi1>
  %v7 = arith.andi %a0, %a0 : vector<1xi1>
  %v8 = arith.remsi %v5, %v2 : vector<1xi1>
  %v9 = arith.shrsi %k0, %v0 : vector<1xi1>
  return %v9, %v8, %v7 : vector<1xi1>, vector<1xi1>, vector<1xi1>
}

func.func @f18(%a0: vector<1xi3>, %a1: vector<1xi3>, %c: i1) -> (vector<1xi3>, vector<1xi3>, vector<1xi3>) {
  %k0 = arith.constant dense<-4> : vector<1xi3>
  %k1 = arith.constant dense<[3]> : vector<1xi3>
  %k2 = arith.constant dense<[-2]> : vector<1xi3>
  %k3 = arith.constant dense<[-4]> : vector<1xi3>
  %v0 = arith.maxui %k2, %k0 : vector<1xi3>
  %b1 = arith.cmpi ugt, %k3, %k1 : vector<1xi3>
  %v1 = arith.select %b1, %k3, %k1 : vector<1xi1>, vector<1xi3>
  %v2 = arith.andi %v0, %v1 : vector<1xi3>
  %v3 = arith.ceildivsi %k0, %k2 : vector<1xi3>
  %v4 = arith.remsi %k3, %v2 : vector<1xi3>
  %v5 = arith.divsi %a1, %v1 : vector<1xi3>
  return %v5, %v4, %v3 : vector<1xi3>, vector<1xi3>, vector<1xi3>
}

func.func @f19(%a0: tensor<3xi17>, %a1: tensor<3xi17>, %c: i1) -> (tensor<3xi17>, tensor<3xi17>, tensor<3xi17>) {
  %k0 = arith.constant dense<[49026, -48524, 16]> : tensor<3xi17>
  %k1 = arith.constant dense<[0, -37277, -50171]> : tensor<3xi17>
  %k2 = arith.constant dense<[65535, 0, 48262]> : tensor<3xi17>
  %k3 = arith.constant dense<[0, -13972, -45074]> : tensor<3xi17>
  %b0 = arith.cmpi ne, %k3, %k0 : tensor<3xi17>
  %v0 = arith.select %b0, %k3, %k0 : tensor<3xi1>, tensor<3xi17>
  %v1 = arith.floordivsi %a0, %k0 : tensor<3xi17>
  %v2 = arith.andi %k0, %v1 : tensor<3xi17>
  %v3 = arith.select %c, %k1, %v0 : tensor<3xi17>
  %v4 = arith.remui %k0, %v0 : tensor<3xi17>
  %v5 = arith.minsi %k3, %k0 : tensor<3xi17>
  %b6 = arith.cmpi uge, %k2, %v4 : tensor<3xi17>
  %v6 = arith.select %b6, %k2, %v4 : tensor<3xi1>, tensor<3xi17>
  %v7 = arith.xori %v2, %v2 : tensor<3xi17>
  %b8 = arith.cmpi ne, %v1, %v0 : tensor<3xi17>
  %v8 = arith.select %b8, %v1, %v0 : tensor<3xi1>, tensor<3xi17>
  %v9 = arith.maxui %k0, %v0 : tensor<3xi17>
  return %v9, %v8, %v7 : tensor<3xi17>, tensor<3xi17>, tensor<3xi17>
}

func.func @f20(%a0: i3, %a1: i3, %c: i1) -> (i3, i3, i3) {
  %k0 = arith.constant 0 : i3
  %k1 = arith.constant 2 : i3
  %k2 = arith.constant 3 : i3
  %v0 = arith.shli %a0, %a1 : i3
  %v1 = arith.andi %a1, %k1 : i3
  %v2 = arith.shli %k2, %k2 : i3
  %v3 = arith.select %c, %k1, %k0 : i3
  %v4 = arith.subi %k1, %a1 : i3
  %v5 = arith.andi %v4, %k2 : i3
  %b6 = arith.cmpi sge, %v3, %v4 : i3
  %v6 = arith.select %b6, %v3, %v4 : i3
  %v7 = arith.maxui %a0, %v5 : i3
  return %v7, %v6, %v5 : i3, i3, i3
}

func.func @f21(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant 73 : i8
  %k1 = arith.constant 55 : i8
  %k2 = arith.constant 37 : i8
  %k3 = arith.constant -12 : i8
  %v0 = arith.shrui %k3, %k1 : i8
  %v1 = arith.floordivsi %a0, %k1 : i8
  %v2 = arith.floordivsi %k0, %a1 : i8
  %v3 = arith.ceildivui %a1, %v2 : i8
  %v4 = arith.minui %v3, %k3 : i8
  %v5 = arith.select %c, %k0, %a0 : i8
  %v6 = arith.divsi %v1, %k1 : i8
  return %v6, %v5, %v4 : i8, i8, i8
}

func.func @f22(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant -375551117454349540659619822040543339560430599213567010124121 : i200
  %k1 = arith.constant -495927204768702375397036621257904749014994106796055108276667 : i200
  %k2 = arith.constant 200 : i200
  %v0 = arith.muli %k1, %k1 : i200
  %b1 = arith.cmpi sle, %k2, %k2 : i200
  %v1 = arith.select %b1, %k2, %k2 : i200
  %v2 = arith.divui %v1, %v1 : i200
  %v3 = arith.maxsi %v0, %k0 : i200
  %v4 = arith.maxui %k1, %v3 : i200
  %v5 = arith.maxui %v1, %k1 : i200
  %v6 = arith.maxui %v2, %v4 : i200
  %v7 = arith.addi %v5, %v2 : i200
  %v8 = arith.remui %k2, %v3 : i200
  %v9 = arith.shli %v4, %v1 : i200
  return %v9, %v8, %v7 : i200, i200, i200
}

func.func @f23(%a0: tensor<1xindex>, %a1: tensor<1xindex>, %c: i1) -> (tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) {
  %k0 = arith.constant dense<9223372036854775807> : tensor<1xindex>
  %k1 = arith.constant dense<[0]> : tensor<1xindex>
  %k2 = arith.constant dense<9223372036854775807> : tensor<1xindex>
  %k3 = arith.constant dense<64> : tensor<1xindex>
  %v0 = arith.xori %k0, %k3 : tensor<1xindex>
  %v1 = arith.remsi %a0, %k3 : tensor<1xindex>
  %v2 = arith.select %c, %k2, %k1 : tensor<1xindex>
  %v3 = arith.addi %k0, %k1 : tensor<1xindex>
  %v4 = arith.divui %k2, %v1 : tensor<1xindex>
  %b5 = arith.cmpi uge, %k3, %a1 : tensor<1xindex>
  %v5 = arith.select %b5, %k3, %a1 : tensor<1xi1>, tensor<1xindex>
  %b6 = arith.cmpi ult, %v2, %v5 : tensor<1xindex>
  %v6 = arith.select %b6, %v2, %v5 : tensor<1xi1>, tensor<1xindex>
  %v7 = arith.shli %a1, %v0 : tensor<1xindex>
  %v8 = arith.minsi %v6, %v0 : tensor<1xindex>
  %v9 = arith.select %c, %v7, %v6 : tensor<1xindex>
  return %v9, %v8, %v7 : tensor<1xindex>, tensor<1xindex>, tensor<1xindex>
}

func.func @f24(%a0: vector<2xi1>, %a1: vector<2xi1>, %c: i1) -> (vector<2xi1>, vector<2xi1>, vector<2xi1>) {
  %k0 = arith.constant dense<[-1, 0]> : vector<2xi1>
  %k1 = arith.constant dense<[-1, 0]> : vector<2xi1>
  %b0 = arith.cmpi sge, %a1, %k0 : vector<2xi1>
  %v0 = arith.select %b0, %a1, %k0 : vector<2xi1>, vector<2xi1>
  %b1 = arith.cmpi sle, %v0, %v0 : vector<2xi1>
  %v1 = arith.select %b1, %v0, %v0 : vector<2xi1>, vector<2xi1>
  %v2 = arith.andi %k1, %k1 : vector<2xi1>
  %v3 = arith.select %c, %k1, %a0 : vector<2xi1>
  %v4 = arith.shrui %a1, %a1 : vector<2xi1>
  %v5 = arith.minsi %v1, %k0 : vector<2xi1>
  return %v5, %v4, %v3 : vector<2xi1>, vector<2xi1>, vector<2xi1>
}

func.func @f25(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant -1 : i1
  %k1 = arith.constant 0 : i1
  %k2 = arith.constant -1 : i1
  %k3 = arith.constant 0 : i1
  %k4 = arith.constant -1 : i1
  %v0 = arith.ori %k2, %k3 : i1
  %v1 = arith.maxsi %k2, %k0 : i1
  %v2 = arith.select %c, %k2, %k0 : i1
  %v3 = arith.minui %k1, %v1 : i1
  %v4 = arith.shrsi %k1, %a1 : i1
  %v5 = arith.divui %v0, %k3 : i1
  %v6 = arith.divui %k0, %v4 : i1
  %v7 = arith.maxsi %a0, %v6 : i1
  %v8 = arith.remui %v4, %v2 : i1
  %v9 = arith.divsi %v2, %v4 : i1
  return %v9, %v8, %v7 : i1, i1, i1
}

func.func @f26(%a0: i200, %a1: i200, %c: i1) -> (i200, i200, i200) {
  %k0 = arith.constant 498113705773279442640973646631908636220616292773104563826921 : i200
  %k1 = arith.constant -515211924558780056996936413608759960331030639942226083312079 : i200
  %k2 = arith.constant 1 : i200
  %k3 = arith.constant 79912919457383731981534631753177193600928755597891629578829 : i200
  %v0 = arith.maxsi %k2, %k3 : i200
  %v1 = arith.maxui %v0, %a0 : i200
  %v2 = arith.shrui %v1, %v1 : i200
  %v3 = arith.shrui %v1, %k1 : i200
  %v4 = arith.divsi %v2, %k0 : i200
  %v5 = arith.subi %k3, %k1 : i200
  %v6 = arith.muli %k0, %v3 : i200
  %b7 = arith.cmpi ule, %v0, %a1 : i200
  %v7 = arith.select %b7, %v0, %a1 : i200
  %v8 = arith.shrsi %a0, %v3 : i200
  return %v8, %v7, %v6 : i200, i200, i200
}

func.func @f27(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant 0 : i1
  %k1 = arith.constant -1 : i1
  %k2 = arith.constant 0 : i1
  %v0 = arith.maxsi %k2, %k2 : i1
  %v1 = arith.shli %k1, %k2 : i1
  %v2 = arith.shrsi %v1, %k0 : i1
  %v3 = arith.select %c, %v0, %v0 : i1
  %v4 = arith.ceildivsi %v3, %a1 : i1
  %v5 = arith.muli %k2, %k0 : i1
  %v6 = arith.divsi %a1, %v1 : i1
  %b7 = arith.cmpi ugt, %v2, %v1 : i1
  %v7 = arith.select %b7, %v2, %v1 : i1
  %v8 = arith.shrsi %a1, %v1 : i1
  return %v8, %v7, %v6 : i1, i1, i1
}

func.func @f28(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant -23995 : i17
  %k1 = arith.constant 17 : i17
  %v0 = arith.shrui %k0, %a1 : i17
  %v1 = arith.subi %k1, %v0 : i17
  %v2 = arith.muli %a0, %k1 : i17
  %v3 = arith.select %c, %v1, %a0 : i17
  %v4 = arith.ceildivui %v2, %a1 : i17
  %v5 = arith.ceildivui %v2, %v4 : i17
  %v6 = arith.select %c, %v3, %k0 : i17
  %b7 = arith.cmpi uge, %v1, %v3 : i17
  %v7 = arith.select %b7, %v1, %v3 : i17
  %b8 = arith.cmpi ult, %v3, %a0 : i17
  %v8 = arith.select %b8, %v3, %a0 : i17
  return %v8, %v7, %v6 : i17, i17, i17
}

func.func @f29(%a0: tensor<3xi65>, %a1: tensor<3xi65>, %c: i1) -> (tensor<3xi65>, tensor<3xi65>, tensor<3xi65>) {
  %k0 = arith.constant dense<-18446744073709551616> : tensor<3xi65>
  %k1 = arith.constant dense<3658805504468301452> : tensor<3xi65>
  %k2 = arith.constant dense<[-1, -12742935053310641768, 7723803966838894146]> : tensor<3xi65>
  %k3 = arith.constant dense<-10273474094094394218> : tensor<3xi65>
  %k4 = arith.constant dense<[4439601211731746114, 0, -706538387573455437]> : tensor<3xi65>
  %v0 = arith.maxui %k0, %a1 : tensor<3xi65>
  %v1 = arith.select %c, %a1, %k1 : tensor<3xi65>
  %b2 = arith.cmpi ugt, %k3, %k2 : tensor<3xi65>
  %v2 = arith.select %b2, %k3, %k2 : tensor<3xi1>, tensor<3xi65>
  %v3 = arith.shli %k2, %a0 : tensor<3xi65>
  %v4 = arith.minsi %v1, %v3 : tensor<3xi65>
  return %v4, %v3, %v2 : tensor<3xi65>, tensor<3xi65>, tensor<3xi65>
}

func.func @f30(%a0: tensor<3xi17>, %a1: tensor<3xi17>, %c: i1) -> (tensor<3xi17>, tensor<3xi17>, tensor<3xi17>) {
  %k0 = arith.constant dense<[-62895, -1, -65536]> : tensor<3xi17>
  %k1 = arith.constant dense<[-55923, 0, -59142]> : tensor<3xi17>
  %p = ub.poison : tensor<3xi17>
  %v0 = arith.remui %k0, %p : tensor<3xi17>
  %v1 = arith.muli %p, %p : tensor<3xi17>
  %v2 = arith.minui %k1, %a0 : tensor<3xi17>
  %v3 = arith.minsi %k0, %k0 : tensor<3xi17>
  return %v3, %v2, %v1 : tensor<3xi17>, tensor<3xi17>, tensor<3xi17>
}

func.func @f31(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant 71 : i8
  %k1 = arith.constant -73 : i8
  %k2 = arith.constant 37 : i8
  %v0 = arith.andi %a1, %k0 : i8
  %v1 = arith.muli %k2, %k2 : i8
  %v2 = arith.maxsi %k2, %k2 : i8
  %v3 = arith.shrsi %v2, %a0 : i8
  %v4 = arith.minui %k1, %v1 : i8
  %v5 = arith.maxsi %v1, %v4 : i8
  %v6 = arith.shrui %v3, %v1 : i8
  %b7 = arith.cmpi ule, %v5, %v3 : i8
  %v7 = arith.select %b7, %v5, %v3 : i8
  return %v7, %v6, %v5 : i8, i8, i8
}

func.func @f32(%a0: vector<2xi200>, %a1: vector<2xi200>, %c: i1) -> (vector<2xi200>, vector<2xi200>, vector<2xi200>) {
  %k0 = arith.constant dense<[745577310751475991831597233300767174130617610741380951527226, 553905597656705608194036145567433181473596965676522169190397]> : vector<2xi200>
  %k1 = arith.constant dense<-443734872979371699349462301821335838172803110332502845018045> : vector<2xi200>
  %v0 = arith.ceildivsi %a1, %k1 : vector<2xi200>
  %b1 = arith.cmpi eq, %a1, %a1 : vector<2xi200>
  %v1 = arith.select %b1, %a1, %a1 : vector<2xi1>, vector<2xi200>
  %v2 = arith.shrui %a0, %a1 : vector<2xi200>
  %v3 = arith.remui %k0, %v1 : vector<2xi200>
  %v4 = arith.remui %a0, %v1 : vector<2xi200>
  %v5 = arith.remui %v0, %v1 : vector<2xi200>
  %v6 = arith.shrui %v2, %v1 : vector<2xi200>
  %v7 = arith.ceildivui %v5, %v6 : vector<2xi200>
  %v8 = arith.addi %v2, %v6 : vector<2xi200>
  %v9 = arith.select %c, %v0, %v0 : vector<2xi200>
  return %v9, %v8, %v7 : vector<2xi200>, vector<2xi200>, vector<2xi200>
}

func.func @f33(%a0: tensor<3xi1>, %a1: tensor<3xi1>, %c: i1) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %k0 = arith.constant dense<-1> : tensor<3xi1>
  %k1 = arith.constant dense<[1, 0, -1]> : tensor<3xi1>
  %v0 = arith.divsi %a1, %k1 : tensor<3xi1>
  %v1 = arith.floordivsi %k0, %k1 : tensor<3xi1>
  %v2 = arith.select %c, %k0, %a0 : tensor<3xi1>
  %v3 = arith.shrui %a0, %v2 : tensor<3xi1>
  %v4 = arith.shrsi %v0, %v2 : tensor<3xi1>
  return %v4, %v3, %v2 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

func.func @f34(%a0: i3, %a1: i3, %c: i1) -> (i3, i3, i3) {
  %k0 = arith.constant 2 : i3
  %k1 = arith.constant 1 : i3
  %k2 = arith.constant -1 : i3
  %v0 = arith.divsi %a0, %k2 : i3
  %v1 = arith.remsi %k1, %k0 : i3
  %v2 = arith.ceildivsi %a0, %k0 : i3
  %v3 = arith.maxsi %a0, %v2 : i3
  %v4 = arith.maxsi %a0, %v3 : i3
  %b5 = arith.cmpi eq, %v0, %k2 : i3
  %v5 = arith.select %b5, %v0, %k2 : i3
  %v6 = arith.xori %v2, %k0 : i3
  %v7 = arith.subi %k0, %k2 : i3
  %v8 = arith.minui %v7, %a0 : i3
  %v9 = arith.remui %v6, %v5 : i3
  return %v9, %v8, %v7 : i3, i3, i3
}

func.func @f35(%a0: i65, %a1: i65, %c: i1) -> (i65, i65, i65) {
  %k0 = arith.constant 10589106296717792847 : i65
  %k1 = arith.constant -1032970236500333129 : i65
  %k2 = arith.constant 15619119126578953050 : i65
  %k3 = arith.constant -9651914227832210396 : i65
  %k4 = arith.constant 9066395647738964135 : i65
  %v0 = arith.xori %k4, %k3 : i65
  %b1 = arith.cmpi uge, %k3, %a1 : i65
  %v1 = arith.select %b1, %k3, %a1 : i65
  %b2 = arith.cmpi slt, %k4, %k3 : i65
  %v2 = arith.select %b2, %k4, %k3 : i65
  %v3 = arith.ceildivsi %k1, %v2 : i65
  %v4 = arith.xori %v2, %k3 : i65
  %b5 = arith.cmpi ne, %v0, %v2 : i65
  %v5 = arith.select %b5, %v0, %v2 : i65
  %v6 = arith.minsi %a1, %v5 : i65
  return %v6, %v5, %v4 : i65, i65, i65
}

func.func @f36(%a0: i65, %a1: i65, %c: i1) -> (i65, i65, i65) {
  %k0 = arith.constant 64 : i65
  %k1 = arith.constant -1 : i65
  %v0 = arith.shrui %k0, %a0 : i65
  %v1 = arith.select %c, %k0, %a0 : i65
  %v2 = arith.remui %k0, %k1 : i65
  %v3 = arith.maxui %v2, %v1 : i65
  %v4 = arith.minsi %a0, %v2 : i65
  %v5 = arith.andi %k1, %a1 : i65
  %b6 = arith.cmpi eq, %v3, %v2 : i65
  %v6 = arith.select %b6, %v3, %v2 : i65
  %v7 = arith.ori %v2, %v4 : i65
  %v8 = arith.maxsi %v6, %v4 : i65
  return %v8, %v7, %v6 : i65, i65, i65
}

func.func @f37(%a0: vector<1xi65>, %a1: vector<1xi65>, %c: i1) -> (vector<1xi65>, vector<1xi65>, vector<1xi65>) {
  %k0 = arith.constant dense<[65]> : vector<1xi65>
  %k1 = arith.constant dense<[1]> : vector<1xi65>
  %k2 = arith.constant dense<14398942081681041076> : vector<1xi65>
  %k3 = arith.constant dense<1> : vector<1xi65>
  %k4 = arith.constant dense<-18446744073709551616> : vector<1xi65>
  %b0 = arith.cmpi sge, %k1, %k2 : vector<1xi65>
  %v0 = arith.select %b0, %k1, %k2 : vector<1xi1>, vector<1xi65>
  %v1 = arith.remui %a0, %a1 : vector<1xi65>
  %v2 = arith.ceildivui %a1, %k3 : vector<1xi65>
  %v3 = arith.addi %v0, %k4 : vector<1xi65>
  %v4 = arith.remsi %a0, %v3 : vector<1xi65>
  %v5 = arith.select %c, %v1, %v4 : vector<1xi65>
  %v6 = arith.maxsi %a0, %a1 : vector<1xi65>
  %v7 = arith.remsi %v0, %k1 : vector<1xi65>
  %b8 = arith.cmpi ule, %v0, %v1 : vector<1xi65>
  %v8 = arith.select %b8, %v0, %v1 : vector<1xi1>, vector<1xi65>
  %v9 = arith.subi %v1, %a1 : vector<1xi65>
  return %v9, %v8, %v7 : vector<1xi65>, vector<1xi65>, vector<1xi65>
}

func.func @f38(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant -1 : i1
  %k1 = arith.constant 0 : i1
  %k2 = arith.constant -1 : i1
  %k3 = arith.constant 0 : i1
  %v0 = arith.divui %a0, %k1 : i1
  %b1 = arith.cmpi ule, %k3, %k3 : i1
  %v1 = arith.select %b1, %k3, %k3 : i1
  %v2 = arith.ceildivui %k0, %v0 : i1
  %v3 = arith.remui %k2, %v1 : i1
  %v4 = arith.floordivsi %k3, %v2 : i1
  %v5 = arith.select %c, %v2, %a1 : i1
  return %v5, %v4, %v3 : i1, i1, i1
}

func.func @f39(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant 85 : i8
  %k1 = arith.constant -81 : i8
  %v0 = arith.xori %a1, %a1 : i8
  %v1 = arith.maxsi %a0, %v0 : i8
  %v2 = arith.select %c, %a1, %a1 : i8
  %v3 = arith.ceildivsi %v1, %k1 : i8
  %v4 = arith.select %c, %k0, %v0 : i8
  %v5 = arith.maxsi %a1, %k0 : i8
  %v6 = arith.maxsi %v5, %v1 : i8
  return %v6, %v5, %v4 : i8, i8, i8
}
