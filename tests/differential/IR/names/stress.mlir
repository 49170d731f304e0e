// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Many colliding constant names across nested and sibling regions, with
// entry and non-entry block arguments and numbered results in between
// (generated with a fixed seed).
"func.func"() <{sym_name = "f0", function_type = (index) -> ()}> ({
^bb0(%p: index):
  %v1 = "arith.constant"() <{value = true}> : () -> i1
  %v2 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
  %v3 = "arith.constant"() <{value = 0 : index}> : () -> index
  "t.nest"() ({
  ^bb0(%a1_0: index):
    %v4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v5 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    %v6 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    "t.nest"() ({
      %v7 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      "t.nest"() ({
      ^bb0(%a3_0: index, %a3_1: index):
        %v8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %v9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %v10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        "t.br"()[^bb1] : () -> ()
      ^bb1:
        %v12 = "arith.constant"() <{value = 0 : index}> : () -> index
        "t.br"()[^bb2] : () -> ()
      ^bb2(%b11: i32):
        %v13 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "t.end"() : () -> ()
      }) : () -> ()
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }, {
  ^bb0(%a1_0: index, %a1_1: index):
    %v14 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
    %v15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %v16 = "arith.constant"() <{value = true}> : () -> i1
    "t.nest"() ({
    ^bb0(%a2_0: index):
      %v17 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %v18:2 = "t.pair"() : () -> (i32, i32)
      "t.br"()[^bb1] : () -> ()
    ^bb1:
      %v20 = "arith.constant"() <{value = 3.0 : f32}> : () -> f32
      "t.br"()[^bb2] : () -> ()
    ^bb2(%b19: i32):
      %v21 = "arith.constant"() <{value = 0 : index}> : () -> index
      "t.end"() : () -> ()
    }, {
    ^bb0(%a2_0: index, %a2_1: index):
      %v22 = "arith.constant"() <{value = true}> : () -> i1
      %v23 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      "t.nest"() ({
      ^bb0(%a3_0: index):
        %v24 = "arith.constant"() <{value = true}> : () -> i1
        %v25 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
        "t.br"()[^bb1] : () -> ()
      ^bb1:
        %v27 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
        "t.br"()[^bb2] : () -> ()
      ^bb2(%b26: i32):
        %v28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        "t.end"() : () -> ()
      }, {
      ^bb0(%a3_0: index):
        %v29 = "arith.constant"() <{value = true}> : () -> i1
        %v30:2 = "t.pair"() : () -> (i32, i32)
        "t.end"() : () -> ()
      }) : () -> ()
      "t.nest"() ({
        %v31 = "arith.constant"() <{value = true}> : () -> i1
        "t.br"()[^bb1] : () -> ()
      ^bb1:
        %v33 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
        "t.br"()[^bb2] : () -> ()
      ^bb2(%b32: i32):
        %v34 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
        "t.end"() : () -> ()
      }, {
        %v35 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %v36 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        "t.br"()[^bb1] : () -> ()
      ^bb1:
        %v38 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        "t.br"()[^bb2] : () -> ()
      ^bb2(%b37: i32):
        %v39 = "arith.constant"() <{value = false}> : () -> i1
        "t.end"() : () -> ()
      }) : () -> ()
      "t.end"() : () -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) : () -> ()
  %v40 = "arith.constant"() <{value = 3 : index}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{sym_name = "f1", function_type = (index) -> ()}> ({
^bb0(%p: index):
  %v41 = "arith.constant"() <{value = 3.0 : f32}> : () -> f32
  %v42 = "arith.constant"() <{value = 3.0 : f32}> : () -> f32
  %v43 = "arith.constant"() <{value = 3 : index}> : () -> index
  "t.nest"() ({
  ^bb0(%a1_0: index):
    %v44 = "arith.constant"() <{value = 1 : index}> : () -> index
    %v45 = "arith.constant"() <{value = 2 : index}> : () -> index
    %v46:2 = "t.pair"() : () -> (i32, i32)
    %v47 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "t.nest"() ({
      %v48:2 = "t.pair"() : () -> (i32, i32)
      %v49 = "arith.constant"() <{value = false}> : () -> i1
      %v50:2 = "t.pair"() : () -> (i32, i32)
      "t.end"() : () -> ()
    }) : () -> ()
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    %v52 = "arith.constant"() <{value = 3.0 : f32}> : () -> f32
    "t.br"()[^bb2] : () -> ()
  ^bb2(%b51: i32):
    %v53 = "arith.constant"() <{value = 3.0 : f32}> : () -> f32
    "t.end"() : () -> ()
  }, {
  ^bb0(%a1_0: index, %a1_1: index):
    %v54 = "arith.constant"() <{value = 2 : index}> : () -> index
    %v55:2 = "t.pair"() : () -> (i32, i32)
    %v56 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %v57 = "arith.constant"() <{value = true}> : () -> i1
    "t.end"() : () -> ()
  }) : () -> ()
  %v58 = "arith.constant"() <{value = 2 : index}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{sym_name = "f2", function_type = (index) -> ()}> ({
^bb0(%p: index):
  %v59 = "arith.constant"() <{value = 2 : index}> : () -> index
  %v60 = "arith.constant"() <{value = true}> : () -> i1
  %v61 = "arith.constant"() <{value = true}> : () -> i1
  "t.nest"() ({
  ^bb0(%a1_0: index):
    %v62:2 = "t.pair"() : () -> (i32, i32)
    %v63:2 = "t.pair"() : () -> (i32, i32)
    %v64:2 = "t.pair"() : () -> (i32, i32)
    %v65:2 = "t.pair"() : () -> (i32, i32)
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    %v67 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "t.br"()[^bb2] : () -> ()
  ^bb2(%b66: i32):
    %v68 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "t.end"() : () -> ()
  }, {
  ^bb0(%a1_0: index, %a1_1: index):
    %v69 = "arith.constant"() <{value = 0 : index}> : () -> index
    %v70:2 = "t.pair"() : () -> (i32, i32)
    %v71 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %v72 = "arith.constant"() <{value = false}> : () -> i1
    %v73 = "arith.constant"() <{value = 1 : index}> : () -> index
    "t.end"() : () -> ()
  }) : () -> ()
  %v74 = "arith.constant"() <{value = true}> : () -> i1
  "func.return"() : () -> ()
}) : () -> ()
