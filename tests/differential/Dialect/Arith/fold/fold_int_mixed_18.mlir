// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f0(%a0: i8, %a1: i8, %c: i1) -> (i8, i8, i8) {
  %k0 = arith.constant -27 : i8
  %k1 = arith.constant 124 : i8
  %k2 = arith.constant -1 : i8
  %k3 = arith.constant 7 : i8
  %k4 = arith.constant 8 : i8
  %p = ub.poison : i8
  %v0 = arith.ceildivui %k0, %k1 : i8
  %v1 = arith.ceildivsi %k3, %v0 : i8
  %v2 = arith.select %c, %p, %k1 : i8
  %v3 = arith.andi %k2, %a0 : i8
  %b4 = arith.cmpi ult, %k1, %v3 : i8
  %v4 = arith.select %b4, %k1, %v3 : i8
  %v5 = arith.maxsi %v1, %v1 : i8
  %v6 = arith.remsi %k2, %v1 : i8
  %v7 = arith.minsi %k2, %p : i8
  return %v7, %v6, %v5 : i8, i8, i8
}

func.func @f1(%a0: tensor<3xi8>, %a1: tensor<3xi8>, %c: i1) -> (tensor<3xi8>, tensor<3xi8>, tensor<3xi8>) {
  %k0 = arith.constant dense<95> : tensor<3xi8>
  %k1 = arith.constant dense<-77> : tensor<3xi8>
  %k2 = arith.constant dense<[-1, 45, 112]> : tensor<3xi8>
  %p = ub.poison : tensor<3xi8>
  %v0 = arith.floordivsi %k1, %a0 : tensor<3xi8>
  %v1 = arith.ceildivsi %k2, %k0 : tensor<3xi8>
  %b2 = arith.cmpi slt, %v0, %a0 : tensor<3xi8>
  %v2 = arith.select %b2, %v0, %a0 : tensor<3xi1>, tensor<3xi8>
  %v3 = arith.select %c, %a1, %v1 : tensor<3xi8>
  %v4 = arith.xori %v0, %k0 : tensor<3xi8>
  return %v4, %v3, %v2 : tensor<3xi8>, tensor<3xi8>, tensor<3xi8>
}

func.func @f2(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant 140375134226373819587708836402777539557 : i128
  %k1 = arith.constant 91361262923068902377001927954653015939 : i128
  %k2 = arith.constant -25048586989213701278281183597834392116 : i128
  %k3 = arith.constant 16507619885833307671207027053739401178 : i128
  %k4 = arith.constant -170141183460469231731687303715884105728 : i128
  %v0 = arith.maxui %k1, %k2 : i128
  %v1 = arith.floordivsi %k4, %k0 : i128
  %v2 = arith.remsi %k0, %k3 : i128
  %v3 = arith.maxui %a1, %k3 : i128
  %v4 = arith.ceildivsi %v1, %k0 : i128
  %v5 = arith.minsi %a1, %k0 : i128
  %v6 = arith.divsi %v5, %k1 : i128
  return %v6, %v5, %v4 : i128, i128, i128
}

func.func @f3(%a0: i64, %a1: i64, %c: i1) -> (i64, i64, i64) {
  %k0 = arith.constant 4046055233811972959 : i64
  %k1 = arith.constant 3853060035040821154 : i64
  %k2 = arith.constant 9223372036854775807 : i64
  %k3 = arith.constant 1199946281388287091 : i64
  %v0 = arith.divsi %a1, %k0 : i64
  %v1 = arith.muli %k3, %k1 : i64
  %v2 = arith.maxui %k3, %k2 : i64
  %v3 = arith.select %c, %v2, %a1 : i64
  return %v3, %v2, %v1 : i64, i64, i64
}

func.func @f4(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 17 : i17
  %k1 = arith.constant -1 : i17
  %k2 = arith.constant 63200 : i17
  %k3 = arith.constant 34179 : i17
  %v0 = arith.ceildivsi %a0, %k2 : i17
  %v1 = arith.muli %a1, %a0 : i17
  %v2 = arith.minsi %k3, %a1 : i17
  %v3 = arith.maxui %k1, %k1 : i17
  %v4 = arith.divsi %k3, %a0 : i17
  %v5 = arith.addi %v1, %k2 : i17
  %v6 = arith.maxsi %v4, %v5 : i17
  %v7 = arith.shrsi %v0, %k0 : i17
  %v8 = arith.shrsi %v3, %k2 : i17
  return %v8, %v7, %v6 : i17, i17, i17
}

func.func @f5(%a0: vector<3xi1>, %a1: vector<3xi1>, %c: i1) -> (vector<3xi1>, vector<3xi1>, vector<3xi1>) {
  %k0 = arith.constant dense<[1, -1, 1]> : vector<3xi1>
  %k1 = arith.constant dense<[0, -1, 0]> : vector<3xi1>
  %p = ub.poison : vector<3xi1>
  %v0 = arith.select %c, %a1, %a0 : vector<3xi1>
  %v1 = arith.shrui %v0, %a1 : vector<3xi1>
  %v2 = arith.shrsi %v0, %v1 : vector<3xi1>
  %v3 = arith.andi %k1, %v2 : vector<3xi1>
  return %v3, %v2, %v1 : vector<3xi1>, vector<3xi1>, vector<3xi1>
}

func.func @f6(%a0: tensor<1xindex>, %a1: tensor<1xindex>, %c: i1) -> (tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) {
  %k0 = arith.constant dense<[716635293080341594]> : tensor<1xindex>
  %k1 = arith.constant dense<[-2005542241035594103]> : tensor<1xindex>
  %k2 = arith.constant dense<-422721271749405529> : tensor<1xindex>
  %k3 = arith.constant dense<[-2941738098126420184]> : tensor<1xindex>
  %k4 = arith.constant dense<7918729824832354636> : tensor<1xindex>
  %b0 = arith.cmpi sge, %k2, %a1 : tensor<1xindex>
  %v0 = arith.select %b0, %k2, %a1 : tensor<1xi1>, tensor<1xindex>
  %v1 = arith.select %c, %k1, %a0 : tensor<1xindex>
  %v2 = arith.andi %k0, %v1 : tensor<1xindex>
  %b3 = arith.cmpi slt, %a0, %k1 : tensor<1xindex>
  %v3 = arith.select %b3, %a0, %k1 : tensor<1xi1>, tensor<1xindex>
  %v4 = arith.minsi %v1, %k3 : tensor<1xindex>
  return %v4, %v3, %v2 : tensor<1xindex>, tensor<1xindex>, tensor<1xindex>
}

func.func @f7(%a0: vector<2xi65>, %a1: vector<2xi65>, %c: i1) -> (vector<2xi65>, vector<2xi65>, vector<2xi65>) {
  %k0 = arith.constant dense<[18446744073709551615, -3973839757282938149]> : vector<2xi65>
  %k1 = arith.constant dense<64> : vector<2xi65>
  %k2 = arith.constant dense<-9639459577088841222> : vector<2xi65>
  %k3 = arith.constant dense<17435144111552339884> : vector<2xi65>
  %v0 = arith.minsi %a1, %k0 : vector<2xi65>
  %v1 = arith.floordivsi %k1, %k3 : vector<2xi65>
  %v2 = arith.select %c, %v0, %a0 : vector<2xi65>
  %v3 = arith.subi %a1, %k3 : vector<2xi65>
  %v4 = arith.select %c, %v0, %v0 : vector<2xi65>
  %v5 = arith.select %c, %a1, %v0 : vector<2xi65>
  %v6 = arith.select %c, %v5, %v4 : vector<2xi65>
  %b7 = arith.cmpi sge, %k3, %v1 : vector<2xi65>
  %v7 = arith.select %b7, %k3, %v1 : vector<2xi1>, vector<2xi65>
  %v8 = arith.select %c, %k1, %v4 : vector<2xi65>
  %v9 = arith.xori %k2, %v2 : vector<2xi65>
  return %v9, %v8, %v7 : vector<2xi65>, vector<2xi65>, vector<2xi65>
}

func.func @f8(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 46820 : i17
  %k1 = arith.constant 2871 : i17
  %v0 = arith.minsi %k0, %k0 : i17
  %v1 = arith.subi %k0, %a1 : i17
  %v2 = arith.xori %v1, %a1 : i17
  %v3 = arith.select %c, %k0, %v0 : i17
  %b4 = arith.cmpi sgt, %a1, %v3 : i17
  %v4 = arith.select %b4, %a1, %v3 : i17
  %v5 = arith.select %c, %k0, %a1 : i17
  %v6 = arith.shli %v0, %k1 : i17
  %v7 = arith.shli %a1, %a1 : i17
  %v8 = arith.ceildivsi %v1, %v5 : i17
  return %v8, %v7, %v6 : i17, i17, i17
}

func.func @f9(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant 1 : i1
  %k1 = arith.constant -1 : i1
  %k2 = arith.constant 0 : i1
  %v0 = arith.ceildivsi %k2, %k2 : i1
  %b1 = arith.cmpi sge, %k1, %a1 : i1
  %v1 = arith.select %b1, %k1, %a1 : i1
  %v2 = arith.shli %k2, %k1 : i1
  %b3 = arith.cmpi ule, %v1, %k1 : i1
  %v3 = arith.select %b3, %v1, %k1 : i1
  return %v3, %v2, %v1 : i1, i1, i1
}

func.func @f10(%a0: tensor<3xi65>, %a1: tensor<3xi65>, %c: i1) -> (tensor<3xi65>, tensor<3xi65>, tensor<3xi65>) {
  %k0 = arith.constant dense<-18446744073709551616> : tensor<3xi65>
  %k1 = arith.constant dense<[65, -16389421712196398369, -17919279036787847557]> : tensor<3xi65>
  %k2 = arith.constant dense<-1> : tensor<3xi65>
  %k3 = arith.constant dense<6236610104663032524> : tensor<3xi65>
  %k4 = arith.constant dense<[-209383117127251626, 65, -8142135833162750908]> : tensor<3xi65>
  %p = ub.poison : tensor<3xi65>
  %v0 = arith.select %c, %p, %a1 : tensor<3xi65>
  %v1 = arith.shli %a1, %v0 : tensor<3xi65>
  %v2 = arith.subi %k2, %k0 : tensor<3xi65>
  %v3 = arith.remsi %a0, %v0 : tensor<3xi65>
  %v4 = arith.divsi %k0, %k1 : tensor<3xi65>
  %b5 = arith.cmpi uge, %p, %p : tensor<3xi65>
  %v5 = arith.select %b5, %p, %p : tensor<3xi1>, tensor<3xi65>
  %v6 = arith.divsi %v3, %a0 : tensor<3xi65>
  %v7 = arith.maxsi %k3, %k2 : tensor<3xi65>
  %v8 = arith.maxsi %v4, %v6 : tensor<3xi65>
  %v9 = arith.minui %p, %v2 : tensor<3xi65>
  return %v9, %v8, %v7 : tensor<3xi65>, tensor<3xi65>, tensor<3xi65>
}

func.func @f11(%a0: tensor<2xi200>, %a1: tensor<2xi200>, %c: i1) -> (tensor<2xi200>, tensor<2xi200>, tensor<2xi200>) {
  %k0 = arith.constant dense<[-299041677948639256307302400313660051406146878981960514643916, 728694834087428531495765865071950619631397881960997022891520]> : tensor<2xi200>
  %k1 = arith.constant dense<-653775745002700967989357645307294298674292101856539362070631> : tensor<2xi200>
  %k2 = arith.constant dense<-264267565124519899095862525483342149023989230036352997678999> : tensor<2xi200>
  %k3 = arith.constant dense<[-1, -399272244007593959088598233141810259887675938819572014297770]> : tensor<2xi200>
  %k4 = arith.constant dense<[13078434280736550841286800149815166864595358163627816520934, -162853990395754199664896039198426827242577578933211835018347]> : tensor<2xi200>
  %p = ub.poison : tensor<2xi200>
  %v0 = arith.shli %k2, %p : tensor<2xi200>
  %v1 = arith.ceildivui %k4, %p : tensor<2xi200>
  %b2 = arith.cmpi ule, %p, %v0 : tensor<2xi200>
  %v2 = arith.select %b2, %p, %v0 : tensor<2xi1>, tensor<2xi200>
  %v3 = arith.maxui %v0, %k3 : tensor<2xi200>
  %v4 = arith.minui %k0, %v0 : tensor<2xi200>
  %v5 = arith.maxui %k3, %k2 : tensor<2xi200>
  %v6 = arith.ceildivsi %p, %v3 : tensor<2xi200>
  %b7 = arith.cmpi sle, %a0, %k0 : tensor<2xi200>
  %v7 = arith.select %b7, %a0, %k0 : tensor<2xi1>, tensor<2xi200>
  %v8 = arith.ceildivui %k0, %v0 : tensor<2xi200>
  return %v8, %v7, %v6 : tensor<2xi200>, tensor<2xi200>, tensor<2xi200>
}

func.func @f12(%a0: i3, %a1: i3, %c: i1) -> (i3, i3, i3) {
  %k0 = arith.constant 3 : i3
  %k1 = arith.constant 3 : i3
  %k2 = arith.constant 1 : i3
  %v0 = arith.select %c, %k1, %k2 : i3
  %v1 = arith.shli %a0, %k1 : i3
  %v2 = arith.ori %a1, %v1 : i3
  %v3 = arith.divui %k2, %v1 : i3
  %v4 = arith.remui %v3, %k2 : i3
  return %v4, %v3, %v2 : i3, i3, i3
}

func.func @f13(%a0: tensor<2xi128>, %a1: tensor<2xi128>, %c: i1) -> (tensor<2xi128>, tensor<2xi128>, tensor<2xi128>) {
  %k0 = arith.constant dense<61918051346672269830469048504070082465> : tensor<2xi128>
  %k1 = arith.constant dense<128> : tensor<2xi128>
  %k2 = arith.constant dense<[-10663910308227476209436039306534843387, 127]> : tensor<2xi128>
  %k3 = arith.constant dense<-170141183460469231731687303715884105728> : tensor<2xi128>
  %v0 = arith.minsi %a1, %k1 : tensor<2xi128>
  %v1 = arith.ori %v0, %k1 : tensor<2xi128>
  %v2 = arith.addi %k1, %k2 : tensor<2xi128>
  %v3 = arith.minui %v2, %v2 : tensor<2xi128>
  %v4 = arith.minsi %v1, %v0 : tensor<2xi128>
  %v5 = arith.ceildivsi %v1, %v4 : tensor<2xi128>
  %v6 = arith.maxsi %v2, %a0 : tensor<2xi128>
  return %v6, %v5, %v4 : tensor<2xi128>, tensor<2xi128>, tensor<2xi128>
}

func.func @f14(%a0: vector<2xi65>, %a1: vector<2xi65>, %c: i1) -> (vector<2xi65>, vector<2xi65>, vector<2xi65>) {
  %k0 = arith.constant dense<-18258182747184752830> : vector<2xi65>
  %k1 = arith.constant dense<0> : vector<2xi65>
  %b0 = arith.cmpi eq, %k1, %k1 : vector<2xi65>
  %v0 = arith.select %b0, %k1, %k1 : vector<2xi1>, vector<2xi65>
  %v1 = arith.minsi %a0, %a1 : vector<2xi65>
  %v2 = arith.divsi %v0, %a0 : vector<2xi65>
  %v3 = arith.shrui %v1, %v2 : vector<2xi65>
  %v4 = arith.maxui %k0, %v2 : vector<2xi65>
  %v5 = arith.shrui %v2, %a1 : vector<2xi65>
  %v6 = arith.maxsi %v1, %v4 : vector<2xi65>
  %v7 = arith.ceildivui %v5, %k1 : vector<2xi65>
  %v8 = arith.divsi %a0, %a0 : vector<2xi65>
  return %v8, %v7, %v6 : vector<2xi65>, vector<2xi65>, vector<2xi65>
}

func.func @f15(%a0: tensor<2xindex>, %a1: tensor<2xindex>, %c: i1) -> (tensor<2xindex>, tensor<2xindex>, tensor<2xindex>) {
  %k0 = arith.constant dense<8225497893604808958> : tensor<2xindex>
  %k1 = arith.constant dense<-3705113220636401786> : tensor<2xindex>
  %k2 = arith.constant dense<-4338809837761444219> : tensor<2xindex>
  %k3 = arith.constant dense<[-1174085758906240803, 6399448342229893951]> : tensor<2xindex>
  %p = ub.poison : tensor<2xindex>
  %v0 = arith.subi %k0, %k0 : tensor<2xindex>
  %v1 = arith.select %c, %k0, %k1 : tensor<2xindex>
  %v2 = arith.shrsi %k1, %a1 : tensor<2xindex>
  %v3 = arith.ceildivui %k2, %p : tensor<2xindex>
  %v4 = arith.xori %k1, %k2 : tensor<2xindex>
  return %v4, %v3, %v2 : tensor<2xindex>, tensor<2xindex>, tensor<2xindex>
}

func.func @f16(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant -159454972743600309782351276397018988414 : i128
  %k1 = arith.constant 42846386871636018769347904470146302314 : i128
  %v0 = arith.shrui %a0, %a1 : i128
  %b1 = arith.cmpi eq, %v0, %a0 : i128
  %v1 = arith.select %b1, %v0, %a0 : i128
  %v2 = arith.shrui %v1, %a0 : i128
  %b3 = arith.cmpi ule, %a1, %v1 : i128
  %v3 = arith.select %b3, %a1, %v1 : i128
  %v4 = arith.minsi %v1, %v0 : i128
  %v5 = arith.andi %v1, %v4 : i128
  %v6 = arith.andi %k1, %k0 : i128
  %v7 = arith.shrsi %k1, %v4 : i128
  %v8 = arith.minui %v5, %v1 : i128
  %v9 = arith.muli %v0, %v8 : i128
  return %v9, %v8, %v7 : i128, i128, i128
}

func.func @f17(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant 60665389567903295705315565913211140991 : i128
  %k1 = arith.constant 83107751836089849889606482984514809853 : i128
  %k2 = arith.constant 127 : i128
  %k3 = arith.constant -34616514033194154770895560246640309197 : i128
  %k4 = arith.constant -160967553995986093979407821737827656084 : i128
  %v0 = arith.shli %k2, %k0 : i128
  %v1 = arith.minsi %k4, %k1 : i128
  %v2 = arith.divui %a1, %k1 : i128
  %v3 = arith.select %c, %a1, %a1 : i128
  %v4 = arith.select %c, %k0, %k4 : i128
  %v5 = arith.minui %v4, %v1 : i128
  %v6 = arith.select %c, %v3, %v5 : i128
  %v7 = arith.addi %v5, %v0 : i128
  return %v7, %v6, %v5 : i128, i128, i128
}

func.func @f18(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant -14520706020110246747062633867384939337 : i128
  %k1 = arith.constant -132988774920350552424716375950135445589 : i128
  %k2 = arith.constant 56835059187430858785417698017524295580 : i128
  %v0 = arith.shli %k0, %k0 : i128
  %v1 = arith.select %c, %k2, %k1 : i128
  %v2 = arith.xori %k2, %v0 : i128
  %v3 = arith.shli %v0, %k2 : i128
  %b4 = arith.cmpi ule, %k0, %v0 : i128
  %v4 = arith.select %b4, %k0, %v0 : i128
  %b5 = arith.cmpi slt, %v3, %a1 : i128
  %v5 = arith.select %b5, %v3, %a1 : i128
  %v6 = arith.ori %k1, %v0 : i128
  %v7 = arith.andi %v4, %v2 : i128
  %v8 = arith.divsi %a1, %v6 : i128
  return %v8, %v7, %v6 : i128, i128, i128
}

func.func @f19(%a0: i3, %a1: i3, %c: i1) -> (i3, i3, i3) {
  %k0 = arith.constant -1 : i3
  %k1 = arith.constant 0 : i3
  %k2 = arith.constant 2 : i3
  %k3 = arith.constant -1 : i3
  %v0 = arith.divsi %k2, %a1 : i3
  %v1 = arith.select %c, %v0, %k3 : i3
  %b2 = arith.cmpi ugt, %v0, %k3 : i3
  %v2 = arith.select %b2, %v0, %k3 : i3
  %v3 = arith.shrui %k1, %k3 : i3
  %v4 = arith.remui %v1, %k3 : i3
  %v5 = arith.minui %k3, %v2 : i3
  %v6 = arith.muli %a1, %a0 : i3
  %v7 = arith.xori %v2, %v1 : i3
  %v8 = arith.addi %v6, %v4 : i3
  %b9 = arith.cmpi eq, %a1, %v8 : i3
  %v9 = arith.select %b9, %a1, %v8 : i3
  return %v9, %v8, %v7 : i3, i3, i3
}

func.func @f20(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 0 : i17
  %k1 = arith.constant 4984 : i17
  %k2 = arith.constant -7021 : i17
  %k3 = arith.constant 9222 : i17
  %k4 = arith.constant 15836 : i17
  %p = ub.poison : i17
  %v0 = arith.maxui %k0, %a0 : i17
  %v1 = arith.ori %k1, %p : i17
  %v2 = arith.subi %a0, %k2 : i17
  %v3 = arith.divui %v2, %v0 : i17
  %v4 = arith.minui %v0, %k1 : i17
  %v5 = arith.xori %k2, %v2 : i17
  return %v5, %v4, %v3 : i17, i17, i17
}

func.func @f21(%a0: vector<2xi1>, %a1: vector<2xi1>, %c: i1) -> (vector<2xi1>, vector<2xi1>, vector<2xi1>) {
  %k0 = arith.constant dense<0> : vector<2xi1>
  %k1 = arith.constant dense<-1> : vector<2xi1>
  %p = ub.poison : vector<2xi1>
  %v0 = arith.maxsi %a1, %p : vector<2xi1>
  %v1 = arith.maxsi %a0, %a1 : vector<2xi1>
  %v2 = arith.xori %k1, %k1 : vector<2xi1>
  %v3 = arith.ori %v0, %a1 : vector<2xi1>
  %v4 = arith.remui %v3, %v2 : vector<2xi1>
  %v5 = arith.muli %v3, %p : vector<2xi1>
  %v6 = arith.ceildivsi %k0, %v3 : vector<2xi1>
  %v7 = arith.divui %v6, %k1 : vector<2xi1>
  return %v7, %v6, %v5 : vector<2xi1>, vector<2xi1>, vector<2xi1>
}

func.func @f22(%a0: i64, %a1: i64, %c: i1) -> (i64, i64, i64) {
  %k0 = arith.constant -3380870068604824232 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant -3671198933769546809 : i64
  %b0 = arith.cmpi ult, %a0, %a0 : i64
  %v0 = arith.select %b0, %a0, %a0 : i64
  %v1 = arith.subi %v0, %a1 : i64
  %v2 = arith.divsi %k0, %a0 : i64
  %v3 = arith.shrui %k1, %v2 : i64
  %b4 = arith.cmpi uge, %a1, %k0 : i64
  %v4 = arith.select %b4, %a1, %k0 : i64
  %v5 = arith.xori %k2, %v0 : i64
  %v6 = arith.maxsi %k2, %v2 : i64
  %v7 = arith.select %c, %v4, %v5 : i64
  %v8 = arith.maxui %v3, %v3 : i64
  %v9 = arith.ceildivsi %a0, %a0 : i64
  return %v9, %v8, %v7 : i64, i64, i64
}

func.func @f23(%a0: tensor<2xi17>, %a1: tensor<2xi17>, %c: i1) -> (tensor<2xi17>, tensor<2xi17>, tensor<2xi17>) {
  %k0 = arith.constant dense<28184> : tensor<2xi17>
  %k1 = arith.constant dense<[-53402, 0]> : tensor<2xi17>
  %v0 = arith.select %c, %k0, %a1 : tensor<2xi17>
  %v1 = arith.divui %k1, %k1 : tensor<2xi17>
  %v2 = arith.select %c, %k1, %v0 : tensor<2xi17>
  %v3 = arith.select %c, %a1, %v0 : tensor<2xi17>
  %v4 = arith.shrui %v0, %a0 : tensor<2xi17>
  %v5 = arith.ceildivui %k0, %v3 : tensor<2xi17>
  return %v5, %v4, %v3 : tensor<2xi17>, tensor<2xi17>, tensor<2xi17>
}

func.func @f24(%a0: tensor<2xi8>, %a1: tensor<2xi8>, %c: i1) -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
  %k0 = arith.constant dense<7> : tensor<2xi8>
  %k1 = arith.constant dense<[-117, 17]> : tensor<2xi8>
  %k2 = arith.constant dense<[47, -86]> : tensor<2xi8>
  %v0 = arith.select %c, %a1, %k1 : tensor<2xi8>
  %v1 = arith.remsi %a1, %k1 : tensor<2xi8>
  %v2 = arith.andi %v1, %v0 : tensor<2xi8>
  %v3 = arith.xori %k0, %a1 : tensor<2xi8>
  %v4 = arith.ceildivsi %v2, %v3 : tensor<2xi8>
  %v5 = arith.andi %v3, %v0 : tensor<2xi8>
  %v6 = arith.floordivsi %a0, %v5 : tensor<2xi8>
  %v7 = arith.divui %v5, %v4 : tensor<2xi8>
  return %v7, %v6, %v5 : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
}

func.func @f25(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant -170141183460469231731687303715884105728 : i128
  %k1 = arith.constant 108835652606629519250363460983906905264 : i128
  %k2 = arith.constant -139181374823003324406639971543551187274 : i128
  %k3 = arith.constant 1 : i128
  %v0 = arith.select %c, %a1, %a1 : i128
  %v1 = arith.minsi %k0, %v0 : i128
  %v2 = arith.minsi %a1, %v0 : i128
  %v3 = arith.divsi %v2, %k3 : i128
  %v4 = arith.xori %a0, %k3 : i128
  %v5 = arith.xori %v2, %v4 : i128
  %v6 = arith.minui %a0, %v3 : i128
  %v7 = arith.select %c, %v2, %v5 : i128
  %v8 = arith.minui %v5, %v6 : i128
  return %v8, %v7, %v6 : i128, i128, i128
}

func.func @f26(%a0: tensor<2xi3>, %a1: tensor<2xi3>, %c: i1) -> (tensor<2xi3>, tensor<2xi3>, tensor<2xi3>) {
  %k0 = arith.constant dense<[3, -1]> : tensor<2xi3>
  %k1 = arith.constant dense<[-4, -2]> : tensor<2xi3>
  %v0 = arith.remsi %a1, %a1 : tensor<2xi3>
  %v1 = arith.floordivsi %k0, %a1 : tensor<2xi3>
  %v2 = arith.muli %k1, %k0 : tensor<2xi3>
  %v3 = arith.ceildivui %v1, %k1 : tensor<2xi3>
  %v4 = arith.maxui %a1, %v3 : tensor<2xi3>
  %v5 = arith.shli %v0, %k1 : tensor<2xi3>
  return %v5, %v4, %v3 : tensor<2xi3>, tensor<2xi3>, tensor<2xi3>
}

func.func @f27(%a0: vector<1xi17>, %a1: vector<1xi17>, %c: i1) -> (vector<1xi17>, vector<1xi17>, vector<1xi17>) {
  %k0 = arith.constant dense<[12877]> : vector<1xi17>
  %k1 = arith.constant dense<-1> : vector<1xi17>
  %p = ub.poison : vector<1xi17>
  %v0 = arith.remsi %a1, %a1 : vector<1xi17>
  %b1 = arith.cmpi ule, %v0, %p : vector<1xi17>
  %v1 = arith.select %b1, %v0, %p : vector<1xi1>, vector<1xi17>
  %v2 = arith.shrsi %k1, %v0 : vector<1xi17>
  %v3 = arith.ori %v1, %v2 : vector<1xi17>
  %v4 = arith.andi %v0, %k1 : vector<1xi17>
  return %v4, %v3, %v2 : vector<1xi17>, vector<1xi17>, vector<1xi17>
}

func.func @f28(%a0: i64, %a1: i64, %c: i1) -> (i64, i64, i64) {
  %k0 = arith.constant -2736292732079011818 : i64
  %k1 = arith.constant 295042810460511515 : i64
  %k2 = arith.constant -8446785793548427021 : i64
  %k3 = arith.constant 2005268328315681338 : i64
  %v0 = arith.muli %k1, %k2 : i64
  %v1 = arith.divsi %k3, %v0 : i64
  %v2 = arith.addi %k2, %k0 : i64
  %b3 = arith.cmpi ne, %a0, %v0 : i64
  %v3 = arith.select %b3, %a0, %v0 : i64
  %v4 = arith.shrui %k2, %k2 : i64
  %v5 = arith.ceildivsi %k1, %k3 : i64
  %v6 = arith.andi %v3, %k3 : i64
  %b7 = arith.cmpi sle, %k3, %k2 : i64
  %v7 = arith.select %b7, %k3, %k2 : i64
  %v8 = arith.select %c, %v7, %k1 : i64
  %b9 = arith.cmpi eq, %v8, %k1 : i64
  %v9 = arith.select %b9, %v8, %k1 : i64
  return %v9, %v8, %v7 : i64, i64, i64
}

func.func @f29(%a0: vector<1xi3>, %a1: vector<1xi3>, %c: i1) -> (vector<1xi3>, vector<1xi3>, vector<1xi3>) {
  %k0 = arith.constant dense<[0]> : vector<1xi3>
  %k1 = arith.constant dense<3> : vector<1xi3>
  %k2 = arith.constant dense<[3]> : vector<1xi3>
  %k3 = arith.constant dense<[3]> : vector<1xi3>
  %k4 = arith.constant dense<3> : vector<1xi3>
  %v0 = arith.minsi %a1, %k2 : vector<1xi3>
  %v1 = arith.remui %k3, %k0 : vector<1xi3>
  %v2 = arith.muli %k3, %k1 : vector<1xi3>
  %v3 = arith.select %c, %v0, %a1 : vector<1xi3>
  %v4 = arith.addi %a1, %v1 : vector<1xi3>
  %b5 = arith.cmpi slt, %v2, %k0 : vector<1xi3>
  %v5 = arith.select %b5, %v2, %k0 : vector<1xi1>, vector<1xi3>
  %v6 = arith.minsi %v5, %k0 : vector<1xi3>
  %b7 = arith.cmpi eq, %v4, %k3 : vector<1xi3>
  %v7 = arith.select %b7, %v4, %k3 : vector<1xi1>, vector<1xi3>
  return %v7, %v6, %v5 : vector<1xi3>, vector<1xi3>, vector<1xi3>
}

func.func @f30(%a0: i128, %a1: i128, %c: i1) -> (i128, i128, i128) {
  %k0 = arith.constant 61908634863900403609048744744829093887 : i128
  %k1 = arith.constant 160249213533648236268475221841429028659 : i128
  %k2 = arith.constant 157099380989991716696048632858309526232 : i128
  %v0 = arith.remsi %a0, %a0 : i128
  %v1 = arith.addi %k2, %k2 : i128
  %v2 = arith.shrsi %a1, %a0 : i128
  %v3 = arith.muli %v1, %a1 : i128
  %v4 = arith.ceildivui %a1, %v1 : i128
  return %v4, %v3, %v2 : i128, i128, i128
}

func.func @f31(%a0: i65, %a1: i65, %c: i1) -> (i65, i65, i65) {
  %k0 = arith.constant 65 : i65
  %k1 = arith.constant -1 : i65
  %k2 = arith.constant -3695114952340775787 : i65
  %k3 = arith.constant -15127556253906130281 : i65
  %k4 = arith.constant -18446744073709551616 : i65
  %v0 = arith.divui %a0, %k1 : i65
  %v1 = arith.shli %a0, %k1 : i65
  %v2 = arith.ceildivsi %v0, %k0 : i65
  %v3 = arith.select %c, %k3, %k1 : i65
  %b4 = arith.cmpi ne, %a0, %v1 : i65
  %v4 = arith.select %b4, %a0, %v1 : i65
  return %v4, %v3, %v2 : i65, i65, i65
}

func.func @f32(%a0: vector<2xi3>, %a1: vector<2xi3>, %c: i1) -> (vector<2xi3>, vector<2xi3>, vector<2xi3>) {
  %k0 = arith.constant dense<2> : vector<2xi3>
  %k1 = arith.constant dense<0> : vector<2xi3>
  %k2 = arith.constant dense<2> : vector<2xi3>
  %k3 = arith.constant dense<[3, -1]> : vector<2xi3>
  %v0 = arith.andi %a1, %a0 : vector<2xi3>
  %b1 = arith.cmpi ule, %k2, %v0 : vector<2xi3>
  %v1 = arith.select %b1, %k2, %v0 : vector<2xi1>, vector<2xi3>
  %v2 = arith.remui %k0, %v1 : vector<2xi3>
  %v3 = arith.divui %v0, %k3 : vector<2xi3>
  return %v3, %v2, %v1 : vector<2xi3>, vector<2xi3>, vector<2xi3>
}

func.func @f33(%a0: tensor<3xi200>, %a1: tensor<3xi200>, %c: i1) -> (tensor<3xi200>, tensor<3xi200>, tensor<3xi200>) {
  %k0 = arith.constant dense<-216086702304804292354029379330560937144264002533674695142065> : tensor<3xi200>
  %k1 = arith.constant dense<-770547727362267216179806126520959262337202638863011258190645> : tensor<3xi200>
  %k2 = arith.constant dense<-298589859536992051596016477723043802545364544034867129598327> : tensor<3xi200>
  %k3 = arith.constant dense<0> : tensor<3xi200>
  %k4 = arith.constant dense<[200, -170659012633916658797386444936576068943280673545486474113037, 200]> : tensor<3xi200>
  %v0 = arith.minsi %k4, %k2 : tensor<3xi200>
  %v1 = arith.ori %k2, %k0 : tensor<3xi200>
  %v2 = arith.select %c, %k2, %k3 : tensor<3xi200>
  %v3 = arith.maxsi %v2, %k0 : tensor<3xi200>
  return %v3, %v2, %v1 : tensor<3xi200>, tensor<3xi200>, tensor<3xi200>
}

func.func @f34(%a0: tensor<2xi200>, %a1: tensor<2xi200>, %c: i1) -> (tensor<2xi200>, tensor<2xi200>, tensor<2xi200>) {
  %k0 = arith.constant dense<618990364225179525307817916227546002641853172868053816256898> : tensor<2xi200>
  %k1 = arith.constant dense<[-235903452718186074298609389744694164227369647046664945496026, -803469022129495137770981046170581301261101496891396417650688]> : tensor<2xi200>
  %k2 = arith.constant dense<803469022129495137770981046170581301261101496891396417650687> : tensor<2xi200>
  %k3 = arith.constant dense<[-600846868589443857500950560493314606940389841491061798737136, -1]> : tensor<2xi200>
  %k4 = arith.constant dense<[-674737305364148419168688511058725650565823812480746963006568, 776064613833240555939777327858103380776388204161450030199906]> : tensor<2xi200>
  %p = ub.poison : tensor<2xi200>
  %v0 = arith.select %c, %k3, %k4 : tensor<2xi200>
  %v1 = arith.divsi %a0, %a1 : tensor<2xi200>
  %v2 = arith.divui %a0, %k2 : tensor<2xi200>
  %v3 = arith.select %c, %k1, %v1 : tensor<2xi200>
  %v4 = arith.remsi %k0, %a1 : tensor<2xi200>
  %b5 = arith.cmpi sge, %v3, %k4 : tensor<2xi200>
  %v5 = arith.select %b5, %v3, %k4 : tensor<2xi1>, tensor<2xi200>
  %v6 = arith.ceildivui %p, %k2 : tensor<2xi200>
  %v7 = arith.select %c, %k4, %k0 : tensor<2xi200>
  %b8 = arith.cmpi slt, %v4, %v0 : tensor<2xi200>
  %v8 = arith.select %b8, %v4, %v0 : tensor<2xi1>, tensor<2xi200>
  return %v8, %v7, %v6 : tensor<2xi200>, tensor<2xi200>, tensor<2xi200>
}

func.func @f35(%a0: tensor<3xi1>, %a1: tensor<3xi1>, %c: i1) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %k0 = arith.constant dense<-1> : tensor<3xi1>
  %k1 = arith.constant dense<0> : tensor<3xi1>
  %k2 = arith.constant dense<-1> : tensor<3xi1>
  %v0 = arith.remui %k2, %k2 : tensor<3xi1>
  %v1 = arith.remsi %a1, %k0 : tensor<3xi1>
  %v2 = arith.divsi %v1, %k2 : tensor<3xi1>
  %v3 = arith.ceildivui %k0, %v2 : tensor<3xi1>
  return %v3, %v2, %v1 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

func.func @f36(%a0: tensor<1xi17>, %a1: tensor<1xi17>, %c: i1) -> (tensor<1xi17>, tensor<1xi17>, tensor<1xi17>) {
  %k0 = arith.constant dense<6611> : tensor<1xi17>
  %k1 = arith.constant dense<17> : tensor<1xi17>
  %k2 = arith.constant dense<45753> : tensor<1xi17>
  %v0 = arith.shli %k2, %a0 : tensor<1xi17>
  %v1 = arith.muli %a1, %k2 : tensor<1xi17>
  %v2 = arith.ceildivsi %v1, %k1 : tensor<1xi17>
  %v3 = arith.minui %v0, %v1 : tensor<1xi17>
  %v4 = arith.ceildivui %v3, %a0 : tensor<1xi17>
  %v5 = arith.remsi %k1, %v3 : tensor<1xi17>
  %v6 = arith.divui %v2, %v2 : tensor<1xi17>
  %v7 = arith.ori %k2, %k2 : tensor<1xi17>
  %v8 = arith.maxsi %v0, %v4 : tensor<1xi17>
  %v9 = arith.maxsi %a1, %v7 : tensor<1xi17>
  return %v9, %v8, %v7 : tensor<1xi17>, tensor<1xi17>, tensor<1xi17>
}

func.func @f37(%a0: i17, %a1: i17, %c: i1) -> (i17, i17, i17) {
  %k0 = arith.constant 51280 : i17
  %k1 = arith.constant -28966 : i17
  %k2 = arith.constant -25446 : i17
  %k3 = arith.constant 16068 : i17
  %k4 = arith.constant 8242 : i17
  %p = ub.poison : i17
  %v0 = arith.ceildivsi %k2, %a1 : i17
  %v1 = arith.shrui %a1, %k3 : i17
  %v2 = arith.muli %k2, %v0 : i17
  %v3 = arith.remsi %a1, %k4 : i17
  %v4 = arith.floordivsi %v0, %k3 : i17
  %v5 = arith.divui %a1, %k3 : i17
  return %v5, %v4, %v3 : i17, i17, i17
}

func.func @f38(%a0: i1, %a1: i1, %c: i1) -> (i1, i1, i1) {
  %k0 = arith.constant 0 : i1
  %k1 = arith.constant 0 : i1
  %k2 = arith.constant 0 : i1
  %p = ub.poison : i1
  %v0 = arith.subi %k2, %p : i1
  %b1 = arith.cmpi ugt, %p, %a1 : i1
  %v1 = arith.select %b1, %p, %a1 : i1
  %v2 = arith.shrui %a0, %k1 : i1
  %v3 = arith.shrsi %v0, %k0 : i1
  %v4 = arith.shrui %v2, %k0 : i1
  %v5 = arith.floordivsi %v3, %p : i1
  %v6 = arith.maxsi %v1, %v4 : i1
  %v7 = arith.maxsi %k0, %k0 : i1
  %v8 = arith.ori %a0, %a1 : i1
  %v9 = arith.muli %a1, %a0 : i1
  return %v9, %v8, %v7 : i1, i1, i1
}

func.func @f39(%a0: vector<1xi65>, %a1: vector<1xi65>, %c: i1) -> (vector<1xi65>, vector<1xi65>, vector<1xi65>) {
  %k0 = arith.constant dense<-14496184481681104451> : vector<1xi65>
  %k1 = arith.constant dense<1> : vector<1xi65>
  %k2 = arith.constant dense<-13002509434443898831> : vector<1xi65>
  %k3 = arith.constant dense<0> : vector<1xi65>
  %v0 = arith.maxsi %k1, %k0 : vector<1xi65>
  %v1 = arith.remui %k1, %a1 : vector<1xi65>
  %v2 = arith.ceildivui %k0, %k2 : vector<1xi65>
  %v3 = arith.maxsi %k1, %k0 : vector<1xi65>
  %v4 = arith.ori %k3, %k1 : vector<1xi65>
  %v5 = arith.andi %a0, %v1 : vector<1xi65>
  return %v5, %v4, %v3 : vector<1xi65>, vector<1xi65>, vector<1xi65>
}
