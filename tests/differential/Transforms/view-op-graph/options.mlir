// RUN: --view-op-graph --dump-pass-pipeline
// RUN: --view-op-graph='max-label-len=0x10 print-attrs=0 print-control-flow-edges=1' --dump-pass-pipeline
// RUN: --view-op-graph=max-label-len=-1
// RUN: --view-op-graph=print-attrs=maybe
// RUN: --view-op-graph=colors=true
// RUN: --pass-pipeline=builtin.module(view-op-graph{max-label-len=4294967296})
// The options as `--dump-pass-pipeline` prints them, read in LLVM's
// integer forms, and the messages of bad values and unknown options.
func.func @f() {
  return
}
