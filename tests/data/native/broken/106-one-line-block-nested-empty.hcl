outer { inner {} }
