 /* b */ job "search" { # c

 datacenters =[
"us-east-1a"	, # c
"us-east-1b", "us-east-1c"
]  
 

  spread {

attribute = # c
"${node
.datacenter}" /* b */ 

  weight    =  100



    target"us-east-1a" {

      percent # c
=

34  
 /* b */ } /* b */ 

	target
"us-east-1b"	{
  
      percent

=
  33 
// x
}

  target "us-east-1c"// x
{
 percent = 33


} 
  }





affinity # c
{


    attribute
  = "${	meta .
  storage # c
}"
    value= "nvme"
    weight /* b */ = 75
  
  }  

  constraint { # c

 /* b */ attribute = "${ /* b */ attr.cpu. # c
numcores}"
// x
operator  = ">="
 # c
value /* b */ =
  "8"
 /* b */ }

  constraint// x
{  
    attribute # c
=
"${ meta.rack}"
operator  = "set_contains_any"
 /* b */ value     =// x
"r1,r2,r3"


  }





  constraint # c
{



  attribute # c
= "${// x
attr.// x
os
  .
version # c
}"
 operator  = "version"
    value
=
">= 22.04"


  }
  

 group"opensearch" /* b */ {

    count /* b */ = 6

  
    spread { /* b */ 
      attribute /* b */ =// x
"${ # c
meta.rack
}" # c



}



 # c
affinity {

      attribute = "${  node.
class// x
}"
      operator	= "regexp" 
      value     = /* b */ "^storage-(large|xlarge)$"
 /* b */ weight

= /* b */ -50// x

// x
}



	network {


// x
port "http"      { static = # c
9200}// x


port "transport" /* b */ {  static # c
= 9300 }

  }

    task "opensearch"
  {
      driver// x
=

"docker"



  
      config { 
        image = # c
"opensearchproject/opensearch:2.11.1"  
        ports =// x
[ /* b */ "http",  "transport"]
 /* b */ ulimit{

 nofile  = "65536:65536"	
          memlock = /* b */ "-1:-1" /* b */ 
        }
      }

      env # c
{
CLUSTER_NAME

= "search"

OPENSEARCH_JAVA_OPTS =

"-Xms4g -Xmx4g" # c

      }

      resources {  
        cpu    =4000  
        memory =
8192 
      }
  
    } /* b */ 
  }


}


