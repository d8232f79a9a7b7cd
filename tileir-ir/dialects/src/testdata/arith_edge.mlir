func.func @edge(%a: i32, %x: f32, %t: tensor<4xi32>, %tc: tensor<4xi1>, %v: vector<2xf32>) -> i32 {
  %0 = arith.addi %a, %a {foo = "bar"} : i32
  %1 = arith.addi %a, %a overflow<none> : i32
  %2 = arith.addf %x, %x fastmath<none> : f32
  %3 = arith.addf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> {tag} : f32
  %4 = arith.constant 0x7FC00000 : f32
  %5 = arith.constant -0.0 : f32
  %6 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %7 = arith.constant dense<2.5> : vector<2xf32>
  %8 = arith.constant 255 : i8
  %9 = arith.constant -9223372036854775808 : i64
  %10 = arith.select %tc, %t, %t : tensor<4xi1>, tensor<4xi32>
  %11 = arith.cmpf uno, %v, %v : vector<2xf32>
  %12 = arith.cmpi uge, %t, %6 : tensor<4xi32>
  %13 = arith.addi %t, %6 overflow<nsw, nuw> : tensor<4xi32>
  %14 = arith.negf %v : vector<2xf32>
  %15 = arith.extsi %t : tensor<4xi32> to tensor<4xi64>
  %16 = arith.constant 1 : index
  %17 = arith.index_cast %16 : index to i64
  %18 = arith.constant false
  %19 = arith.constant dense<true> : vector<2xi1>
  %20 = arith.maxnumf %v, %v fastmath<fast> : vector<2xf32>
  return %0 : i32
}
