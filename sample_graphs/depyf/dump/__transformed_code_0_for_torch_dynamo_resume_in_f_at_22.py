def __transformed_code_0_for_torch_dynamo_resume_in_f_at_22(__nested_resume_fns, __nested_frame_values, ___stack0, y):
    __is_tracing_resume_prologue = None; s = None; w = None; x = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_3 = __import_torch_dot_autograd_dot_profiler._is_profiler_enabled
    tmp_2 = __import_torch_dot__dynamo_dot_utils
    tmp_1 = None
    if tmp_3:
        tmp_1 = tmp_2.record_pregraph_bytecode_enter()
    if not tmp_1 is None:
        tmp_2.record_pregraph_bytecode_exit(tmp_1)
        graph_out_0 = __compiled_fn_5_d2883dfb_8617_405d_98f2_3b2003a7520f(y)
    else:
        graph_out_0 = __compiled_fn_5_d2883dfb_8617_405d_98f2_3b2003a7520f(y)
    []
    []
    __temp_27 = []
    __temp_27.extend([])
    [__temp_27]
    return graph_out_0[0]
