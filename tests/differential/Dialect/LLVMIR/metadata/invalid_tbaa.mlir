// RUN: --split-input-file

// Parse errors of the TBAA attributes.
func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "int", members = {}>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = 3, members = {<#llvm.tbaa_root, 0>}>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "int", members = {<<id = "r">, 0>}>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "int", members = {<"x", 0>}>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "a", members = {<#llvm.tbaa_root, 0>, }>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "a", members = <#llvm.tbaa_root, 0>>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "a", members = {<#llvm.tbaa_root, 0>}}

// -----

func.func private @f() attributes {a = #llvm.tbaa_type_desc<id = "a">}

// -----

func.func private @f() attributes {a = #llvm.tbaa_root<id = 3>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_root<id = "a", id = "b">}

// -----

func.func private @f() attributes {a = #llvm.tbaa_tag<base_type = #llvm.tbaa_root, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = 8>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = x>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = 1, constant = 1>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_member<#llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = 1>, 0>}

// -----

func.func private @f() attributes {a = #llvm.tbaa_member<#llvm.tbaa_root, 99999999999999999999>}
