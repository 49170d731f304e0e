// RUN: --split-input-file

// Parse errors of the loop annotations.
func.func private @f() attributes {a = #llvm.loop_vectorize<disable = 1>}

// -----

func.func private @f() attributes {a = #llvm.loop_interleave<>}

// -----

func.func private @f() attributes {a = #llvm.loop_interleave<count = 2.0>}

// -----

func.func private @f() attributes {a = #llvm.loop_unroll<followupAll = <disable = true>>}

// -----

func.func private @f() attributes {a = #llvm.loop_vectorize<followupAll = #llvm.loop_unroll<disable = true>>}

// -----

func.func private @f() attributes {a = #llvm.loop_annotation<startLoc = loc(fused["a", "b"]), endLoc = loc("x")>}

// -----

func.func private @f() attributes {a = #llvm.loop_annotation<parallelAccesses = #llvm.tbaa_root>}

// -----

func.func private @f() attributes {a = #llvm.loop_annotation<parallelAccesses = >}

// -----

func.func private @f() attributes {a = #llvm.loop_licm<disable = true, disable = true>}

// -----

func.func private @f() attributes {a = #llvm.loop_pipeline<initiationinterval = "2">}

// -----

func.func private @f() attributes {a = #llvm.loop_annotation<unroll = <count = 4>, mustProgress = unit>}

// -----

func.func private @f() attributes {a = #llvm.loop_peeled<count = 1, count = 2>}

// -----

func.func private @f() attributes {a = #llvm.loop_unswitch<partialDisable = true}
