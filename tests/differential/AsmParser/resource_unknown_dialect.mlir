// RUN: --allow-unregistered-dialect
// dialect_resources naming a dialect that is not registered.
"t.a"() : () -> ()
{-# dialect_resources: { foo: { x: "0x0100000001" } } #-}
