// RUN: --run-reproducer --split-input-file

// The `mlir_reproducer` resource's entries, checked when it is replayed.

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      threads: true
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: true
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      verify_each: "yes"
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(no-such-pass)"
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: true
    },
    other_group: {
      kept: true
    }
  }
#-}
