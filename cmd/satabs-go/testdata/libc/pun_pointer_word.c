/* A pointer object read as an integer word (aws_is_mem_zeroed reads structs
   of pointers as uint64_t). The read was an invalid dereference, cut under
   unreach-call: a wrong TRUE. gcc -m32/-m64: reach_error is reached. */
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
    int *p = 0;
    unsigned long *w = (unsigned long *)&p;
    if (*w == 0)
        reach_error();
    return 0;
}
